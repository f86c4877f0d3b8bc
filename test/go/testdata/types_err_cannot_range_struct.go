package main

import "fmt"

type S struct{ A, B int }

func main() {
	for k, v := range S{1, 2} {
		fmt.Println(k, v)
	}
}

// Error:
// # command-line-arguments
// ./types_err_cannot_range_struct.go:8:26: syntax error: unexpected }, expected := or = or comma
// ./types_err_cannot_range_struct.go:11:1: syntax error: non-declaration statement outside function body
