package main

import "fmt"

func main() {
	func helper() {
		fmt.Println("x")
	}
	helper()
}

// Error:
// # command-line-arguments
// ./syntax_err_func_in_func.go:6:7: syntax error: unexpected name helper, expected (
// ./syntax_err_func_in_func.go:9:2: syntax error: non-declaration statement outside function body
