package main

import (
	"fmt"
	"slices"
)

func Filter[S ~[]E, E any](s S, keep func(E) bool) S { return s }

func main() {
	xs := []string{"a"}
	f := "a"
	xs = Filter(xs, f)
	xs = slices.DeleteFunc(xs, f)
	ys := slices.DeleteFunc(xs, f)
	fmt.Println(xs, ys)
}

// Error:
// # command-line-arguments
// ./err_inference_failed_result.go:13:18: in call to Filter, type string of f does not match func(E) bool
// ./err_inference_failed_result.go:14:29: in call to slices.DeleteFunc, type string of f does not match func(E) bool
// ./err_inference_failed_result.go:15:30: in call to slices.DeleteFunc, type string of f does not match func(E) bool
