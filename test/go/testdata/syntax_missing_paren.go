package main

import "fmt"

func main() {
	fmt.Println("a", len("b")
	fmt.Println("c")
}

// Error:
// # command-line-arguments
// ./syntax_missing_paren.go:6:27: syntax error: unexpected newline in argument list; possibly missing comma or )
