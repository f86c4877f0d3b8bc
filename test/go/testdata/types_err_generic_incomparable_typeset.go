package main

import "fmt"

// Contains compares with == although its constraint is any.
func Contains[T any](xs []T, x T) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

func main() {
	fmt.Println(Contains([]string{"a"}, "a"))
}

// Error:
// # command-line-arguments
// ./types_err_generic_incomparable_typeset.go:8:6: invalid operation: v == x (incomparable types in type set)
