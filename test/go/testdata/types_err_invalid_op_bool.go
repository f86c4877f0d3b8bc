package main

import "fmt"

func main() {
	a := true
	b := 1
	fmt.Println(a && b)
}

// Error:
// # command-line-arguments
// ./types_err_invalid_op_bool.go:8:14: invalid operation: a && b (mismatched types bool and int)
