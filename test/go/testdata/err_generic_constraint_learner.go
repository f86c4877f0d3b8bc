package main

import "fmt"

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

func Keys[K comparable, V any](m map[K]V) []K {
	out := make([]K, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }
func (s *Stack) Len() int    { return len(s.items) }

func main() {
	fmt.Println(Sum([]string{"a"}))
	fmt.Println(Sum[uint]([]uint{1}))
	var s Stack
	s.Push(1)
	fmt.Println(Keys[string](map[string]int{}), Max(1, 2))
}

// Error:
// # command-line-arguments
// ./err_generic_constraint_learner.go:28:10: cannot use generic type Stack[T any] without instantiation
// ./err_generic_constraint_learner.go:31:17: string does not satisfy Number (string missing in ~int | ~int64 | ~float64)
// ./err_generic_constraint_learner.go:32:18: uint does not satisfy Number (uint missing in ~int | ~int64 | ~float64)
// ./err_generic_constraint_learner.go:33:8: cannot use generic type Stack[T any] without instantiation
// ./err_generic_constraint_learner.go:35:46: undefined: Max
