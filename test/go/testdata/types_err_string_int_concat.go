package main

import "fmt"

func main() {
	n := 5
	fmt.Println("count: " + n)
}

// Error:
// # command-line-arguments
// ./types_err_string_int_concat.go:7:14: invalid operation: "count: " + n (mismatched types untyped string and int)
