package main

import "fmt"

func Max[T int | float64](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func main() {
	fmt.Println(Max(1, "a"))
}

// Error:
// # command-line-arguments
// ./types_err_infer_mismatch_untyped.go:13:21: in call to Max, mismatched types untyped int and untyped string (cannot infer T)
