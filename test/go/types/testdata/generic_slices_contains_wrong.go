package main

import "slices"

func main() {
	xs := []string{"a"}
	_ = slices.Contains(xs, 1)
}

// Error:
// ./generic_slices_contains_wrong.go:7:26: cannot use 1 (untyped int constant) as string value in argument to slices.Contains
