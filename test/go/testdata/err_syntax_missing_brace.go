package main

import "fmt"

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(i)
	
	fmt.Println("done")
}

// Error:
// # command-line-arguments
// ./err_syntax_missing_brace.go:11:1: syntax error: unexpected EOF, expected }
