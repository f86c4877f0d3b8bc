package main

import "fmt"

func main() {
	fmt.Println('hello')
}

// Error:
// # command-line-arguments
// ./syntax_err_string_single_quotes.go:6:14: more than one character in rune literal
