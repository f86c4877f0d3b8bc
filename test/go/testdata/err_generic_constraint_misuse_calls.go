package main

import "fmt"

type Number interface {
	int | float64
}

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Keys[K comparable, V any](m map[K]V) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

type Box[T any] struct{ v T }

func (b Box[T]) Get() T { return b.v }

func main() {
	fmt.Println(Sum(1, 2.5))
	fmt.Println(Sum[string]("a"))
	fmt.Println(Sum(int32(1)))
	var b Box
	fmt.Println(Keys([]int{1}))
	fmt.Println(b.Get())
	var n Number
	_ = n
}

// Error:
// # command-line-arguments
// ./err_generic_constraint_misuse_calls.go:31:18: string does not satisfy Number (string missing in int | float64)
// ./err_generic_constraint_misuse_calls.go:32:17: int32 does not satisfy Number (int32 missing in int | float64)
// ./err_generic_constraint_misuse_calls.go:33:8: cannot use generic type Box[T any] without instantiation
// ./err_generic_constraint_misuse_calls.go:34:19: in call to Keys, type []int of []int{…} does not match map[K]V (cannot infer K and V)
// ./err_generic_constraint_misuse_calls.go:36:8: cannot use type Number outside a type constraint: interface contains type constraints
