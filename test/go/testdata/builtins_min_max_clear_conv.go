package main

import (
	"fmt"
	"math"
)

type Celsius float64
type Names []string

func kind[T any](v T) string {
	switch x := any(v).(type) {
	case int:
		return fmt.Sprint("int ", x+1)
	case string:
		return "string " + x
	case []T:
		return "slice of T"
	case fmt.Stringer:
		return "stringer"
	}
	return fmt.Sprintf("other %T", v)
}

func main() {
	fmt.Println(min(3, 1, 2), max(2.5, 1), min("b", "a", "c"), max("", "z"))
	fmt.Println(min(math.NaN(), 1), max(1, math.NaN()), min(-0.0, 0.0), max(Celsius(3), 7))
	var x int8 = 100
	fmt.Println(max(x, 50), min(x, -128))
	s := []int{1, 2, 3}
	clear(s)
	fmt.Println(s, len(s))
	m := map[string]int{"a": 1}
	clear(m)
	fmt.Println(m, len(m))
	arr := [3]int{1, 2, 3}
	p := (*[2]int)(s)
	p[0] = 9
	fmt.Println(s, *p, [3]int(s), arr)
	b := arr
	b[0] = 100
	for i, v := range arr {
		arr[2] = 50
		fmt.Print(i, v, " ")
	}
	fmt.Println(arr, b)
	grid := [2][2]int{{1, 2}, {3, 4}}
	g2 := grid
	g2[0][0] = 9
	fmt.Println(grid, g2, grid == [2][2]int{{1, 2}, {3, 4}})
	n := Names{"x", "y"}
	fmt.Println(append(n, "z"), []string(n), len(n[:0]), cap(n[1:]))
	var zero float64
	fmt.Println(1/zero, -1/zero, zero/zero, int64(math.Inf(1)) == math.MinInt64)
	fmt.Println(kind(5), kind("s"), kind(2.5), kind([]int{}))
	fmt.Printf("%s|%x|%v|%q|%v\n", []byte(nil), []byte(nil), []byte(nil), []byte("a"), [0]int{})
	type withErr struct {
		Err error
		S   fmt.Stringer
	}
	fmt.Printf("%v %+v\n", withErr{}, withErr{})
	fmt.Println(complex(1, 2)*complex(3, -1), real(complex64(2+3i)), imag(3i), 1i*1i)
	const big = 1e300
	fmt.Println(big*big/big, float32(big) == float32(math.Inf(1)))
	defer func() { fmt.Println("recovered:", recover()) }()
	short := []int{1}
	_ = (*[2]int)(short)
}

// Error:
// # command-line-arguments
// ./builtins_min_max_clear_conv.go:64:35: cannot convert big (untyped float constant 1e+300) to type float32
