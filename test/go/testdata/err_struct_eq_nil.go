package main

import "fmt"

type Deployment struct{ Name string }

func main() {
	var dep Deployment
	if dep == nil {
		fmt.Println("nil")
	}
}

// Error:
// # command-line-arguments
// ./err_struct_eq_nil.go:9:12: invalid operation: dep == nil (mismatched types Deployment and untyped nil)
