package main

import "fmt"

type Inner struct {
	A int
	B string
	C []float64
}

type Outer struct {
	Name  string
	In    Inner
	P     *Inner
	M     map[string]int
	Any   any
	Err   error
	Fn    func()
	Ch    chan int
	Bytes []byte
}

type Color int

const (
	Red Color = iota
	Green
)

func (c Color) String() string { return [...]string{"Red", "Green"}[c] }

func main() {
	o := Outer{Name: "x", In: Inner{1, "b", []float64{1.5, 2}}, M: map[string]int{"k": 1}, Any: 3.0, Bytes: []byte("hi")}
	fmt.Printf("%v\n", o)
	fmt.Printf("%+v\n", o)
	fmt.Printf("%v %+v\n", o.In, &o.In)
	var ip *Inner
	fmt.Printf("%v %+v\n", ip, ip)
	fmt.Printf("%#v\n", o.In)
	fmt.Printf("%#v %#v %#v\n", []string{"a"}, map[string]bool{"t": true}, [2]int{1, 2})
	fmt.Printf("%v %d %s %x %q\n", Green, Green, Red, Green, Red)
	fmt.Printf("%#v %T\n", Green, Green)
	cs := []Color{Red, Green}
	fmt.Println(cs, map[Color]int{Green: 2, Red: 1})
	fmt.Printf("%v %s %x %X %q\n", o.Bytes, o.Bytes, o.Bytes, "hi", o.Bytes)
	fmt.Printf("[%5d] [%-5d] [%05d] [%+d] [%x] [%o] [%b] [%#x] [%#o]\n", 42, 42, 42, 42, 255, 8, 5, 255, 8)
	fmt.Printf("[%8.3f] [%-8.2f] [%e] [%g] [%G] [%.0f]\n", 3.14159, 2.5, 123456.789, 1e21, 1e-7, 2.5)
	fmt.Printf("[%10s] [%-10s] [%.2s] [%q] [%c] [%U]\n", "go", "go", "golang", "tab\t", 'G', 'λ')
	fmt.Printf("%t %v %p\n", true, nil, nil)
	fmt.Printf("%d %s\n", "str", 5)
	fmt.Printf("%d\n")
	fmt.Printf("%d %d\n", 1, 2, 3)
	fmt.Printf("%!\n", 1)
	type pt struct{ X, Y int }
	pts := []*pt{{1, 2}}
	fmt.Printf("%v %+v\n", *pts[0], []pt{{3, 4}})
	fmt.Println(fmt.Sprint("a", 1, 2, "b", "c", 3.5, nil))
	fmt.Println(fmt.Sprintln("x", 1) + "|")
	var e error
	fmt.Printf("%v %+v\n", e, []any{nil, 1, "s", []int(nil), map[string]int(nil)})
}

// Output:
// {x {1 b [1.5 2]} <nil> map[k:1] 3 <nil> <nil> <nil> [104 105]}
// {Name:x In:{A:1 B:b C:[1.5 2]} P:<nil> M:map[k:1] Any:3 Err:<nil> Fn:<nil> Ch:<nil> Bytes:[104 105]}
// {1 b [1.5 2]} &{A:1 B:b C:[1.5 2]}
// <nil> <nil>
// main.Inner{A:1, B:"b", C:[]float64{1.5, 2}}
// []string{"a"} map[string]bool{"t":true} [2]int{1, 2}
// Green 1 Red 477265656e "Red"
// 1 main.Color
// [Red Green] map[Red:1 Green:2]
// [104 105] hi 6869 6869 "hi"
// [   42] [42   ] [00042] [+42] [ff] [10] [101] [0xff] [010]
// [   3.142] [2.50    ] [1.234568e+05] [1e+21] [1E-07] [2]
// [        go] [go        ] [go] ["tab\t"] [G] [U+03BB]
// true <nil> %!p(<nil>)
// %!d(string=str) %!s(int=5)
// %!d(MISSING)
// 1 2
// %!(EXTRA int=3)%!!(int=1)
// {1 2} [{X:3 Y:4}]
// a1 2bc3.5 <nil>
// x 1
// |
// <nil> [<nil> 1 s [] map[]]
