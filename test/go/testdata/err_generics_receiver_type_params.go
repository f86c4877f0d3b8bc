package main

import "fmt"

type Stack[T any] []T

func (s *Stack[T]) Push(v T) { *s = append(*s, v) }

func (s Stack[T]) Peek[U any]() T { return s[0] }

type Pair[K comparable, V any] struct{ k K; v V }

func New[T any]() *T { return new(T) }

func main() {
	var st Stack
	p := Pair[int]{1, 2}
	n := New()
	var q Pair[string, int, bool]
	fmt.Println(st, p, n, q)
	var i interface{ M() }
	_ = i.(Stack[int])
}

// Error:
// # command-line-arguments
// ./err_generics_receiver_type_params.go:9:23: syntax error: method must have no type parameters
