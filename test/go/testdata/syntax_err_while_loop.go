package main

import "fmt"

func main() {
	i := 0
	while i < 3 {
		i++
	}
	fmt.Println(i)
}

// Error:
// # command-line-arguments
// ./syntax_err_while_loop.go:7:8: syntax error: unexpected name i at end of statement
// ./syntax_err_while_loop.go:10:2: syntax error: non-declaration statement outside function body
