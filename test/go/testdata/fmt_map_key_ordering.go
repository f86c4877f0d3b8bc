package main

import (
	"fmt"
	"math"
)

type Key struct {
	A string
	B int
}

type Color int

func main() {
	fmt.Println(map[int]string{10: "a", -3: "b", 2: "c"})
	fmt.Println(map[float64]int{2.5: 1, math.Inf(-1): 2, math.NaN(): 3, -0.0: 4, math.Inf(1): 5})
	fmt.Println(map[bool]int{true: 1, false: 0})
	fmt.Println(map[Key]int{{"b", 1}: 1, {"a", 2}: 2, {"a", 1}: 3})
	fmt.Println(map[[2]int]bool{{2, 1}: true, {1, 9}: false, {1, 2}: true})
	fmt.Println(map[any]int{"b": 1, 2: 2, "a": 3, 1: 4, 2.5: 5, true: 6, Color(1): 7, nil: 8})
	fmt.Println(map[Color]string{3: "c", 1: "a"})
	fmt.Println(map[rune]int{'b': 1, 'a': 2}, map[string][]int{"z": {1}, "": nil})
	fmt.Printf("%v %+v %#v\n", map[string]Key{"k": {"x", 1}}, map[string]Key{"k": {"x", 1}}, map[Color]bool{2: true, 1: false})
	fmt.Println(map[complex128]int{1 + 2i: 1, 1 + 1i: 2, 0: 3})
	fmt.Println(map[uint8]string{200: "x", 3: "y"}, map[int8]int{-1: 1, 1: 2})
}

// Output:
// map[-3:b 2:c 10:a]
// map[NaN:3 -Inf:2 0:4 2.5:1 +Inf:5]
// map[false:0 true:1]
// map[{a 1}:3 {a 2}:2 {b 1}:1]
// map[[1 2]:true [1 9]:false [2 1]:true]
// map[<nil>:8 1:7 a:3 b:1 1:4 2:2 2.5:5 true:6]
// map[1:a 3:c]
// map[97:2 98:1] map[:[] z:[1]]
// map[k:{x 1}] map[k:{A:x B:1}] map[main.Color]bool{1:false, 2:true}
// map[(0+0i):3 (1+1i):2 (1+2i):1]
// map[3:y 200:x] map[-1:1 1:2]
