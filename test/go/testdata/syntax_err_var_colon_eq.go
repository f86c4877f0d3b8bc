package main

import "fmt"

var x := 5

func main() {
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./syntax_err_var_colon_eq.go:5:7: syntax error: unexpected :=, expected =
