package main

import "fmt"

type Number interface{ ~int | ~float64 }

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Apply[T any, R any](xs []T, f func(T) R) []R { return nil }

type Vec[T Number] []T

func (v Vec[T]) Scale[U Number](k U) Vec[T] { return v }

func main() {
	fmt.Println(Sum([]string{"a"}))
	fmt.Println(Apply([]int{1}, 5))
	var v Vec[string]
	fmt.Println(v)
}

// Error:
// # command-line-arguments
// ./generics_inference_errors_more.go:19:22: syntax error: method must have no type parameters
