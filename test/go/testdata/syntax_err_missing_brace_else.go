package main

import "fmt"

func main() {
	x := 1
	if x > 0 {
		fmt.Println("pos")
	}
	else {
		fmt.Println("neg")
	}
}

// Error:
// # command-line-arguments
// ./syntax_err_missing_brace_else.go:10:2: syntax error: unexpected keyword else, expected }
