package main

import (
	"fmt"
	"slices"
)

func main() {
	xs := []string{"a"}
	fmt.Println(slices.Contains(xs, 1))
}

// Error:
// # command-line-arguments
// ./types_err_slices_contains_type.go:10:34: cannot use 1 (untyped int constant) as string value in argument to slices.Contains
