package main

import "fmt"

func main() {
	x := 5
	v, ok := x.(int)
	fmt.Println(v, ok)
}

// Error:
// # command-line-arguments
// ./types_err_type_assert_nonif.go:7:11: invalid operation: x (variable of type int) is not an interface
