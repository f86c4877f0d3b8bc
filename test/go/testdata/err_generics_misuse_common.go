package main

import "fmt"

type Number interface{ int | float64 }

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }
func (s *Stack[T]) Map[U any](f func(T) U) []U { return nil }

func Print[T fmt.Stringer](v T) { fmt.Println(v.String()) }

func Zero[T any]() T { var z T; return z }

func main() {
	fmt.Println(Sum([]string{"a"}))
	var n Number
	var s Stack
	Print(42)
	x := Zero()
	var st Stack[int]
	st.Push("x")
	fmt.Println(n, s, x)
	var a any = 1
	_ = Sum([]any{a})
	f := Sum
	_ = f
}

// Error:
// # command-line-arguments
// ./err_generics_misuse_common.go:18:23: syntax error: method must have no type parameters
