package main

import (
	"fmt"
	"math"
)

type K struct {
	A int
	B string
}

func main() {
	nan := math.NaN()
	fmt.Println(map[float64]int{nan: 1, math.Inf(-1): 2, 1: 3, math.Inf(1): 4, -0.5: 5})
	fmt.Println(map[any]int{nil: 0, 2: 1, "a": 2, 1.5: 3, true: 4, K{1, "x"}: 5, [2]int{1, 2}: 6, int8(1): 7, false: 8, "A": 9})
	fmt.Println(map[K]bool{{2, "a"}: true, {1, "b"}: false, {1, "a"}: true})
	fmt.Println(map[[2]string]int{{"b", "a"}: 1, {"a", "z"}: 2})
	fmt.Println(map[bool]string{true: "t", false: "f"}, map[rune]int{'b': 1, 'a': 2})
	var p1, p2 = new(int), new(int)
	m := map[*int]int{p1: 1, p2: 2}
	fmt.Println(len(m))
	ch1 := make(chan int)
	fmt.Println(len(map[chan int]int{ch1: 1, nil: 2}))
	fmt.Printf("%v\n%+v\n%#v\n", map[string]K{"z": {1, "a"}, "a": {2, "b"}}, map[string]*K{"x": nil}, map[K]int{{1, "a"}: 1})
	fmt.Println(map[complex128]int{2 + 1i: 1, 1 + 2i: 2, 1 + 1i: 3})
	fmt.Println(map[uint8]int{255: 1, 0: 2}, map[int8]int{-128: 1, 127: 2})
}

// Output:
// map[NaN:1 -Inf:2 -0.5:5 1:3 +Inf:4]
// map[<nil>:0 A:9 a:2 1:7 2:1 1.5:3 false:8 true:4 [1 2]:6 {1 x}:5]
// map[{1 a}:true {1 b}:false {2 a}:true]
// map[[a z]:2 [b a]:1]
// map[false:f true:t] map[97:2 98:1]
// 2
// 2
// map[a:{2 b} z:{1 a}]
// map[x:<nil>]
// map[main.K]int{main.K{A:1, B:"a"}:1}
// map[(1+1i):3 (1+2i):2 (2+1i):1]
// map[0:2 255:1] map[-128:1 127:2]
