package main

import "fmt"

func main() {
	for i, j := range 10 {
		fmt.Println(i, j)
	}
}

// Error:
// # command-line-arguments
// ./types_err_for_range_int_two_vars.go:6:9: range over 10 (untyped int constant) permits only one iteration variable
