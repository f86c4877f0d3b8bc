package main

import "fmt"

type Number interface {
	~int | ~float64
}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

type Box[T any] struct{ v T }

func (b Box[T]) Get() T { return b.v }

func main() {
	fmt.Println(Sum([]string{"a"}))
	var n Number
	b := Box{v: 1}
	fmt.Println(n, b, Sum[int, int](nil))
}

// Error:
// # command-line-arguments
// ./err_generics_number_constraint_misuse.go:22:17: string does not satisfy Number (string missing in ~int | ~float64)
// ./err_generics_number_constraint_misuse.go:23:8: cannot use type Number outside a type constraint: interface contains type constraints
// ./err_generics_number_constraint_misuse.go:24:7: cannot use generic type Box[T any] without instantiation
// ./err_generics_number_constraint_misuse.go:25:29: got 2 type arguments but want 1
