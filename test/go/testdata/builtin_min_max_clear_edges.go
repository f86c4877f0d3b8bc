package main

import (
	"fmt"
	"math"
)

type Celsius float64

func main() {
	fmt.Println(min(3, 1, 2), max(3, 1, 2), min(2.5, 1), max("b", "a", "c"), min("", "a"))
	fmt.Println(min(math.NaN(), 1), max(1, math.NaN()), min(-0.0, 0.0), max(math.Inf(-1), -1e308))
	var a, b Celsius = 20.5, 18
	fmt.Printf("%v %T\n", min(a, b), max(a, b))
	const c = min(1, 2.5, 'a')
	fmt.Printf("%v %T\n", c, c)
	var x int8 = 5
	fmt.Println(max(x, 100))
	m := map[string]int{"a": 1, "b": 2}
	mm := m
	clear(m)
	fmt.Println(len(m), len(mm), m == nil)
	s := []int{1, 2, 3, 4}
	clear(s[1:3])
	fmt.Println(s, len(s))
	var nilm map[int]bool
	clear(nilm)
	ps := []*int{new(int)}
	clear(ps)
	fmt.Println(ps[0] == nil)
	nan := map[float64]int{math.NaN(): 1, math.NaN(): 2}
	fmt.Println(len(nan))
	delete(nan, math.NaN())
	fmt.Println(len(nan))
	clear(nan)
	fmt.Println(len(nan))
}

// Output:
// 1 3 1 c 
// NaN NaN 0 -1e+308
// 18 main.Celsius
// 1 float64
// 100
// 0 0 false
// [1 0 0 4] 4
// true
// 2
// 2
// 0
