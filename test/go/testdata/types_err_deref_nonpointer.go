package main

import "fmt"

func main() {
	x := 5
	fmt.Println(*x)
}

// Error:
// # command-line-arguments
// ./types_err_deref_nonpointer.go:7:15: invalid operation: cannot indirect x (variable of type int)
