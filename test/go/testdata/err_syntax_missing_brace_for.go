package main

import "fmt"

func main() {
	for i := 0; i < 3; i++
	{
		fmt.Println(i)
	}
}

// Error:
// # command-line-arguments
// ./err_syntax_missing_brace_for.go:6:24: syntax error: unexpected newline, expected { after for clause
