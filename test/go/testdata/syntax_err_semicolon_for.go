package main

import "fmt"

func main() {
	for i := 0, i < 3, i++ {
		fmt.Println(i)
	}
}

// Error:
// # command-line-arguments
// ./syntax_err_semicolon_for.go:6:22: syntax error: unexpected ++, expected {
