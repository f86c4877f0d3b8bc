package main

import "fmt"

func main() {
	x := nil
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./types_err_nil_deref_untyped.go:6:7: use of untyped nil in assignment
