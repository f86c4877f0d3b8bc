package main

import "fmt"

func main() {
	var x int = 
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./syntax_bad_var_decl.go:6:6: declared and not used: x
// ./syntax_bad_var_decl.go:7:2: multiple-value fmt.Println(x) (value of type (n int, err error)) in single-value context
// ./syntax_bad_var_decl.go:7:14: undefined: x
