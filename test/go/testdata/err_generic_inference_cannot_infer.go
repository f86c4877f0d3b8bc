package main

import (
	"fmt"
	"slices"
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

func Zero[T any]() T {
	var z T
	return z
}

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {
	fmt.Println(Sum([]string{"a"}))
	fmt.Println(Zero())
	fmt.Println(Map([]int{1}, nil))
	fmt.Println(slices.Index([]int{1}, "x"))
	fmt.Println(Sum[int, int]([]int{1}))
	var n Number
	_ = n
}

// Error:
// # command-line-arguments
// ./err_generic_inference_cannot_infer.go:34:17: string does not satisfy Number (string missing in ~int | ~int64 | ~float64)
// ./err_generic_inference_cannot_infer.go:35:18: in call to Zero, cannot infer T (/home/gopher/app/err_generic_inference_cannot_infer.go:20:11)
// ./err_generic_inference_cannot_infer.go:36:17: in call to Map, cannot infer U (/home/gopher/app/err_generic_inference_cannot_infer.go:25:13)
// ./err_generic_inference_cannot_infer.go:37:37: cannot use "x" (untyped string constant) as int value in argument to slices.Index
// ./err_generic_inference_cannot_infer.go:38:23: got 2 type arguments but want 1
// ./err_generic_inference_cannot_infer.go:39:8: cannot use type Number outside a type constraint: interface contains type constraints
