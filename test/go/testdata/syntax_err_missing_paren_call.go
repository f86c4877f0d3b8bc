package main

import "fmt"

func main() {
	fmt.Println("a", "b"
}

// Error:
// # command-line-arguments
// ./syntax_err_missing_paren_call.go:6:22: syntax error: unexpected newline in argument list; possibly missing comma or )
