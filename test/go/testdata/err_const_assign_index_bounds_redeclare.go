package main

import "fmt"

func main() {
	const limit = 10
	limit = 20
	var arr [3]int
	arr[5] = 1
	s := []int{1, 2, 3}
	s[-1] = 0
	var p *int = &5
	x := 10
	x := 20
	fmt.Println(limit, arr, s, p, x, 1/0)
}

// Error:
// # command-line-arguments
// ./err_const_assign_index_bounds_redeclare.go:7:2: cannot assign to limit (neither addressable nor a map index expression)
// ./err_const_assign_index_bounds_redeclare.go:9:6: invalid argument: index 5 out of bounds [0:3]
// ./err_const_assign_index_bounds_redeclare.go:11:4: invalid argument: index -1 (constant of type int) must not be negative
// ./err_const_assign_index_bounds_redeclare.go:12:16: invalid operation: cannot take address of 5 (untyped int constant)
// ./err_const_assign_index_bounds_redeclare.go:14:4: no new variables on left side of :=
// ./err_const_assign_index_bounds_redeclare.go:15:37: invalid operation: division by zero
