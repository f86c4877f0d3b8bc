package main

import "fmt"

// Helpers a learner writes over "any list" constraints that have no core type.
func Fill[T []int | []string]() T { return make(T, 3) }

func Cast[T any](x T) int {
	if n, ok := x.(int); ok {
		return n
	}
	return 0
}

func main() {
	fmt.Println(Fill[[]int](), Cast(1))
	fmt.Println(max[int](1, 2))
	fmt.Println(len[0])
}

// Error:
// # command-line-arguments
// ./types_err_generic_no_core_type.go:6:49: invalid argument: cannot make T: no core type
// ./types_err_generic_no_core_type.go:9:14: invalid operation: cannot use type assertion on type parameter value x (variable of type T constrained by any)
// ./types_err_generic_no_core_type.go:17:17: invalid operation: cannot index max (built-in)
// ./types_err_generic_no_core_type.go:18:17: invalid operation: cannot index len (built-in)
