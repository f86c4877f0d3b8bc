package main

import "fmt"

type K struct {
	A int
	B string
}

func main() {
	fmt.Println(map[string]int{"zeta": 1, "alpha": 2, "Mid": 3})
	fmt.Println(map[int]string{3: "c", -1: "z", 10: "a"})
	fmt.Println(map[float64]bool{2.5: true, -1: false})
	fmt.Println(map[bool]int{true: 1, false: 0})
	fmt.Println(map[K]int{{2, "a"}: 1, {1, "b"}: 2, {1, "a"}: 3})
	fmt.Printf("%v %+v\n", map[string][]int{"b": {2}, "a": {1}}, map[string]K{"x": {1, "y"}})
	var m map[string]int
	fmt.Println(m, len(m))
}

// Output:
// map[Mid:3 alpha:2 zeta:1]
// map[-1:z 3:c 10:a]
// map[-1:false 2.5:true]
// map[false:0 true:1]
// map[{1 a}:3 {1 b}:2 {2 a}:1]
// map[a:[1] b:[2]] map[x:{A:1 B:y}]
// map[] 0
