package main

import (
	"fmt"
	"strconv"
)

type Number interface {
	~int | ~int64 | ~float64
}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Zero[T any]() T {
	var z T
	return z
}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(x T) { s.items = append(s.items, x) }

func main() {
	fmt.Println(Sum([]string{"a"}))
	fmt.Println(Sum([]uint{1}))
	fmt.Println(Zero())
	fmt.Println(Map([]int{1}, strconv.Itoa, 3))
	var s Stack
	s.Push(1)
	var t Stack[int, string]
	_ = t
	fmt.Println(Sum[int, int]([]int{1}))
}

// Error:
// # command-line-arguments
// ./err_generics_constraints_inference.go:38:17: string does not satisfy Number (string missing in ~int | ~int64 | ~float64)
// ./err_generics_constraints_inference.go:39:17: uint does not satisfy Number (uint missing in ~int | ~int64 | ~float64)
// ./err_generics_constraints_inference.go:40:18: in call to Zero, cannot infer T (/home/gopher/app/err_generics_constraints_inference.go:28:11)
// ./err_generics_constraints_inference.go:41:42: too many arguments in call to Map
// 	have ([]int, func(i int) string, number)
// 	want ([]T, func(T) U)
// ./err_generics_constraints_inference.go:42:8: cannot use generic type Stack[T any] without instantiation
// ./err_generics_constraints_inference.go:44:8: too many type arguments for type Stack: have 2, want 1
// ./err_generics_constraints_inference.go:46:23: got 2 type arguments but want 1
