package main

import "fmt"

func add(a int, b int) int
	return a + b
}

type T struct {
	A int,
	B string
}

func main() {
	fmt.Println(add(1, 2), T{})
}

// Error:
// # command-line-arguments
// ./err_syntax_missing_function_body_parts.go:6:2: syntax error: non-declaration statement outside function body
// ./err_syntax_missing_function_body_parts.go:10:7: syntax error: unexpected comma in struct type; possibly missing semicolon or newline or }
