package main

import "fmt"

type Point struct {
	X, Y int
	tag  string
}

func main() {
	p := Point{1, 2}
	q := Point{X: 1, 2}
	r := Point{X: 1, X: 2}
	s := Point{Z: 3}
	m := map[string]Point{"a": {1, 2, "t"}}
	m["a"].X = 5
	arr := [2]int{1, 2, 3}
	sl := []int{0: 1, 0: 2}
	fmt.Println(p, q, r, s, m, arr, sl)
}

// Error:
// # command-line-arguments
// ./err_struct_literals_map_field_assign.go:11:17: too few values in struct literal of type Point
// ./err_struct_literals_map_field_assign.go:12:19: mixture of field:value and value elements in struct literal
// ./err_struct_literals_map_field_assign.go:13:19: duplicate field name X in struct literal
// ./err_struct_literals_map_field_assign.go:14:13: unknown field Z in struct literal of type Point
// ./err_struct_literals_map_field_assign.go:16:2: cannot assign to struct field m["a"].X in map
// ./err_struct_literals_map_field_assign.go:17:22: index 2 is out of bounds (>= 2)
// ./err_struct_literals_map_field_assign.go:18:20: duplicate index 0 in array or slice literal
