package main

import "fmt"

type Point struct{ X, Y int }

type Inventory struct {
	Items map[string]Point
}

func main() {
	m := map[string]Point{"a": {1, 2}}
	m["a"].X = 10
	m["a"].Y++
	m["a"].X += 5
	inv := Inventory{Items: m}
	inv.Items["a"].Y = 3
	arrs := map[int][2]int{}
	arrs[1][0] = 7
	p := &m["a"]
	fmt.Println(m, inv, arrs, p)
}

// Error:
// # command-line-arguments
// ./err_map_struct_field_assign_forms.go:13:2: cannot assign to struct field m["a"].X in map
// ./err_map_struct_field_assign_forms.go:14:2: cannot assign to struct field m["a"].Y in map
// ./err_map_struct_field_assign_forms.go:15:2: cannot assign to struct field m["a"].X in map
// ./err_map_struct_field_assign_forms.go:17:2: cannot assign to struct field inv.Items["a"].Y in map
// ./err_map_struct_field_assign_forms.go:19:2: cannot assign to arrs[1][0] (neither addressable nor a map index expression)
// ./err_map_struct_field_assign_forms.go:20:8: invalid operation: cannot take address of m["a"] (map index expression of struct type Point)
