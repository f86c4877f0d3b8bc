package main

import "fmt"

type Number interface {
	int | float64
}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func First[T any](xs []T) T { return xs[0] }

func main() {
	fmt.Println(Sum([]string{"a"}))
	fmt.Println(Sum[int, int]([]int{1}))
	var n Number
	fmt.Println(First(nil), n)
	fmt.Println(Sum([]int32{1}))
}

// Error:
// # command-line-arguments
// ./err_generic_constraint_not_satisfied.go:20:17: string does not satisfy Number (string missing in int | float64)
// ./err_generic_constraint_not_satisfied.go:21:23: got 2 type arguments but want 1
// ./err_generic_constraint_not_satisfied.go:22:8: cannot use type Number outside a type constraint: interface contains type constraints
// ./err_generic_constraint_not_satisfied.go:23:19: in call to First, cannot infer T (/home/gopher/app/err_generic_constraint_not_satisfied.go:17:12)
// ./err_generic_constraint_not_satisfied.go:24:17: int32 does not satisfy Number (int32 missing in int | float64)
