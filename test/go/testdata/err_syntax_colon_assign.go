package main

import "fmt"

var global := 5

func main() {
	fmt.Println(global)
}

// Error:
// # command-line-arguments
// ./err_syntax_colon_assign.go:5:12: syntax error: unexpected :=, expected =
