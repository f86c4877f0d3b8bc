package main

import "fmt"

x := 5

func main() {
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./syntax_stmt_outside_func.go:5:1: syntax error: non-declaration statement outside function body
