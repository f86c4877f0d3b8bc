package main

import "fmt"

func main() {
	fmt.Println("a"
	x := [
	fmt.Println("b")
}

// Error:
// # command-line-arguments
// ./syntax_multiple_errors.go:6:17: syntax error: unexpected newline in argument list; possibly missing comma or )
