package main

import "fmt"

type T struct {
	a int
	f func(int) int
}

type I interface{ M() string }

type A int

func (a A) M() string { return fmt.Sprint("A", int(a)) }

type B struct{ A }

var global = initGlobal()

func initGlobal() map[string]int { return map[string]int{"x": 1} }

func init() { global["y"] = 2 }

const (
	_  = iota
	KB = 1 << (10 * iota)
	MB
	GB
)

func variadic(prefix string, xs ...int) string {
	return fmt.Sprint(prefix, len(xs), xs)
}

func multi() (int, string, error) { return 1, "two", nil }

func main() {
	t := T{a: 2, f: func(x int) int { return x * 3 }}
	fmt.Println(t.f(t.a))
	var i I = B{A(5)}
	fmt.Println(i.M())
	fmt.Println(global["x"]+global["y"], KB, MB, GB)
	fmt.Println(variadic("p"), variadic("q", 1, 2), variadic("r", []int{4, 5, 6}...))
	n, s, err := multi()
	fmt.Println(n, s, err)
	x := [...]int{5: 1, 2, 0: 7}
	fmt.Println(len(x), x)
	var arr [3][2]int
	arr[1][1] = 9
	fmt.Println(arr)
	p := &arr[2]
	p[0] = 4
	fmt.Println(arr[2])
	type local struct{ X, Y int }
	ls := map[string]*local{"a": {1, 2}}
	ls["a"].X = 10
	fmt.Println(*ls["a"])
	var u8 uint8 = 250
	u8 += 10
	var i8 int8 = 127
	i8++
	fmt.Println(u8, i8, -7/2, -7%2, 7>>1, -7>>1, 1<<3|1, 6&^3)
	f := 1.0 / 3
	fmt.Println(f, float32(f), int(2.9), int(-2.9), uint32(1<<32-1))
	c := complex(1, 2)
	fmt.Println(c*c, real(c), imag(c))
	label := "outer"
outer:
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			if j == 2 {
				continue outer
			}
			if i == 2 {
				break outer
			}
			fmt.Print(i, j, " ")
		}
	}
	fmt.Println(label)
	switch {
	case n > 0:
		fmt.Println("pos")
		fallthrough
	case n > 10:
		fmt.Println("fell")
	default:
		fmt.Println("no")
	}
}

// Error:
// # command-line-arguments
// ./interp_yaegi_style_mix.go:64:33: cannot convert 2.9 (untyped float constant) to type int
// ./interp_yaegi_style_mix.go:64:43: cannot convert -2.9 (untyped float constant) to type int
