package main

import "fmt"

func main() {
	type := "Ready"
	fmt.Println(type)
}

// Error:
// # command-line-arguments
// ./syntax_keyword_as_name.go:6:7: syntax error: unexpected :=, expected name
// ./syntax_keyword_as_name.go:7:14: syntax error: unexpected keyword type, expected expression
