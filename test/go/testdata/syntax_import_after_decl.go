package main

func helper() {}

import "fmt"

func main() {
	fmt.Println("x")
}

// Error:
// # command-line-arguments
// ./syntax_import_after_decl.go:5:1: syntax error: imports must appear before other declarations
