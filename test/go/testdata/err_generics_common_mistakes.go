package main

import "fmt"

type Number interface{ int | float64 }

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Equal[T any](a, b T) bool {
	return a == b
}

func Len[T any](x T) int {
	return len(x)
}

type Wrapper[T any] struct {
	T
}

func main() {
	var s Stack
	s.Push(1)
	var n Number
	fmt.Println(Sum([]int{1}, 2), n)
	var st Stack[int]
	st.Push("x")
	fmt.Println(Sum[int, int]([]int{1}))
}

// Error:
// # command-line-arguments
// ./err_generics_common_mistakes.go:20:9: invalid operation: a == b (incomparable types in type set)
// ./err_generics_common_mistakes.go:24:13: invalid argument: x (variable of type T constrained by any) for built-in len
// ./err_generics_common_mistakes.go:28:2: embedded field type cannot be a (pointer to a) type parameter
// ./err_generics_common_mistakes.go:32:8: cannot use generic type Stack[T any] without instantiation
// ./err_generics_common_mistakes.go:34:8: cannot use type Number outside a type constraint: interface contains type constraints
// ./err_generics_common_mistakes.go:35:28: too many arguments in call to Sum
// 	have ([]int, number)
// 	want ([]T)
// ./err_generics_common_mistakes.go:37:10: cannot use "x" (untyped string constant) as int value in argument to st.Push
// ./err_generics_common_mistakes.go:38:23: got 2 type arguments but want 1
