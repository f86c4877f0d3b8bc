package main

import "fmt"

func main() {
	if x := 1; x > 0 {
		fmt.Println("x")
	}
	else {
		fmt.Println("y")
	}
}

// Error:
// # command-line-arguments
// ./err_misc_syntax_semicolon.go:9:2: syntax error: unexpected keyword else, expected }
