package main

import (
	"fmt"
	"slices"
	"strconv"
)

func Apply[T any, R any](xs []T, f func(T) R) []R {
	out := make([]R, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

func Pair[T any](a, b T) [2]T { return [2]T{a, b} }

func main() {
	fmt.Println(Apply([]int{1, 2}, strconv.Itoa))
	fmt.Println(Apply([]string{"1"}, strconv.Atoi))
	fmt.Println(Pair(1, "a"))
	fmt.Println(Pair(1, 2.5))
	fmt.Println(slices.Contains([]string{"a"}, 1))
	fmt.Println(slices.Index([]int{}, int64(1)))
	var f func(int) string = Apply
	_ = f
}

// Error:
// # command-line-arguments
// ./err_generics_type_inference_mismatch.go:21:35: in call to Apply, type func(s string) (int, error) of strconv.Atoi does not match inferred type func(string) R for func(T) R
// ./err_generics_type_inference_mismatch.go:22:22: in call to Pair, mismatched types untyped int and untyped string (cannot infer T)
// ./err_generics_type_inference_mismatch.go:24:45: cannot use 1 (untyped int constant) as string value in argument to slices.Contains
// ./err_generics_type_inference_mismatch.go:25:26: in call to slices.Index, S (type []int) does not satisfy ~[]E
// ./err_generics_type_inference_mismatch.go:26:27: type func(int) string of f does not match func(xs []T, f func(T) R) []R (cannot infer T and R)
