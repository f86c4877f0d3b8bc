package main

import "fmt"

func main() {
	fmt.Println(min(3, 1, 2), max(3, 1, 2), min(2.5, 1), max("a", "b"))
	m := map[string]int{"a": 1, "b": 2}
	clear(m)
	fmt.Println(len(m), m)
	s := []int{1, 2, 3}
	clear(s)
	fmt.Println(s, len(s))
	x := 10
	y := min(x, 4)
	fmt.Println(y)
}

// Output:
// 1 3 1 b
// 0 map[]
// [0 0 0] 3
// 4
