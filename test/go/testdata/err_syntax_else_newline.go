package main

import "fmt"

func main() {
	x := 3
	if x > 2 {
		fmt.Println("big")
	}
	else {
		fmt.Println("small")
	}
}

// Error:
// # command-line-arguments
// ./err_syntax_else_newline.go:10:2: syntax error: unexpected keyword else, expected }
