package main

import "fmt"

count := 0

func main() {
	fmt.Println(count)
}

// Error:
// # command-line-arguments
// ./err_short_decl_outside_func.go:5:1: syntax error: non-declaration statement outside function body
