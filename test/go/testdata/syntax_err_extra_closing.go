package main

import "fmt"

func main() {
	fmt.Println("x")
}
}

// Error:
// # command-line-arguments
// ./syntax_err_extra_closing.go:8:1: syntax error: non-declaration statement outside function body
