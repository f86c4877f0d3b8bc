package main

import "fmt"

// Declared without a body, as an assembly stub would be: gc reports the missing body only once
// the package type-checks, so the type error below is all it says.
func fast(n int) int

func main() {
	var s string = 1
	fmt.Println(fast(2), s)
}

// Error:
// # command-line-arguments
// ./err_missing_body_only_when_typed.go:10:17: cannot use 1 (untyped int constant) as string value in variable declaration
