package main

import "fmt"

func (s string) Shout() string { return s + "!" }

func main() {
	fmt.Println("x")
}

// Error:
// # command-line-arguments
// ./err_method_on_non_local.go:5:7: cannot define new methods on non-local type string
