package main

import "fmt"

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

// Methods cannot have their own type parameters.
func (s *Stack[T]) Map[U any](f func(T) U) []U {
	var out []U
	for _, v := range s.items {
		out = append(out, f(v))
	}
	return out
}

func main() {
	var s Stack[int]
	s.Push(1)
	fmt.Println(s.Map(func(i int) string { return fmt.Sprint(i) }))
}

// Error:
// # command-line-arguments
// ./err_stack_method_own_type_param.go:10:23: syntax error: method must have no type parameters
