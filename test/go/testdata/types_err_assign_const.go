package main

import "fmt"

func main() {
	const c = 10
	c = 20
	fmt.Println(c)
}

// Error:
// # command-line-arguments
// ./types_err_assign_const.go:7:2: cannot assign to c (neither addressable nor a map index expression)
