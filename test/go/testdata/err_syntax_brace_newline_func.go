package main

import "fmt"

func main()
{
	fmt.Println("hi")
}

// Error:
// # command-line-arguments
// ./err_syntax_brace_newline_func.go:6:1: syntax error: unexpected semicolon or newline before {
