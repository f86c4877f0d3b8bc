package main

import "fmt"

func main() {
	var n int = 2.5
	fmt.Println(n)
}

// Error:
// # command-line-arguments
// ./types_err_untyped_float_to_int.go:6:14: cannot use 2.5 (untyped float constant) as int value in variable declaration (truncated)
