package main

import "fmt"

type K struct{ A int }

func main() {
	m := map[any]int{"b": 1, 2: 2, 2.5: 5, true: 6, "a": 7, 1: 8, false: 9, int8(3): 10, K{1}: 11, uint(4): 12}
	fmt.Println(m)
	fmt.Printf("%v\n", map[interface{}]string{1: "x", "y": "z", 0.5: "h", nil: "nil"})
	n := map[any]bool{[2]int{1, 2}: true, [2]int{0, 5}: false}
	fmt.Println(n)
	p := map[float64]int{3.5: 1, -1: 2, 0: 3}
	fmt.Println(p)
	q := map[bool]int{true: 1, false: 0}
	fmt.Println(q)
	fmt.Printf("%#v\n", map[string]any{"z": 1, "a": []int{1}, "m": nil})
}

// Output:
// map[a:7 b:1 3:10 1:8 2:2 4:12 2.5:5 false:9 true:6 {1}:11]
// map[<nil>:nil y:z 1:x 0.5:h]
// map[[0 5]:false [1 2]:true]
// map[-1:2 0:3 3.5:1]
// map[false:0 true:1]
// map[string]interface {}{"a":[]int{1}, "m":interface {}(nil), "z":1}
