package main

import "fmt"

type P struct{ X, Y int }

func main() {
	p := P{X: 1, 2}
	fmt.Println(p)
}

// Error:
// # command-line-arguments
// ./types_err_mixed_keyed_literal.go:8:15: mixture of field:value and value elements in struct literal
