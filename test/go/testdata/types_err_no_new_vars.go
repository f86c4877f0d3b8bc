package main

import "fmt"

func main() {
	a, b := 1, 2
	a, b := 3, 4
	fmt.Println(a, b)
}

// Error:
// # command-line-arguments
// ./types_err_no_new_vars.go:7:7: no new variables on left side of :=
