package main

import "fmt"

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(i)
	}

// Error:
// # command-line-arguments
// ./syntax_unexpected_eof.go:9:1: syntax error: unexpected EOF, expected }
