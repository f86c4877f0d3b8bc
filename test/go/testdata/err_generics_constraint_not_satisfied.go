package main

import "fmt"

type Number interface {
	~int | ~float64
}

func Sum[T Number](xs []T) T {
	var t T
	for _, x := range xs {
		t += x
	}
	return t
}

func Keys[K comparable, V any](m map[K]V) []K { return nil }

type Box[T any] struct{ v T }

func main() {
	fmt.Println(Sum([]string{"a"}))
	fmt.Println(Sum([]uint{1}))
	var n Number
	_ = n
	_ = Keys[[]int, int]
	var b Box
	_ = b
	_ = Box[int, int]{}
	fmt.Println(Sum[int, int](nil))
}

// Error:
// # command-line-arguments
// ./err_generics_constraint_not_satisfied.go:22:17: string does not satisfy Number (string missing in ~int | ~float64)
// ./err_generics_constraint_not_satisfied.go:23:17: uint does not satisfy Number (uint missing in ~int | ~float64)
// ./err_generics_constraint_not_satisfied.go:24:8: cannot use type Number outside a type constraint: interface contains type constraints
// ./err_generics_constraint_not_satisfied.go:26:11: []int does not satisfy comparable
// ./err_generics_constraint_not_satisfied.go:27:8: cannot use generic type Box[T any] without instantiation
// ./err_generics_constraint_not_satisfied.go:29:6: too many type arguments for type Box: have 2, want 1
// ./err_generics_constraint_not_satisfied.go:30:23: got 2 type arguments but want 1
