package main

import "fmt"

func main() {
	var x int = 1, 2
	var := 5
	y = := 3
	fmt.Println(x, y)
}

// Error:
// # command-line-arguments
// ./err_syntax_var_decl_forms.go:7:6: syntax error: unexpected :=, expected name
// ./err_syntax_var_decl_forms.go:8:6: syntax error: unexpected :=, expected expression
// ./err_syntax_var_decl_forms.go:9:18: syntax error: unexpected ) at end of statement
