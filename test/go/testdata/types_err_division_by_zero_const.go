package main

import "fmt"

func main() {
	x := 10
	fmt.Println(x / 0)
}

// Error:
// # command-line-arguments
// ./types_err_division_by_zero_const.go:7:18: invalid operation: division by zero
