package main

import "fmt"

type P struct {
	X, Y int
	Name string
}

func main() {
	p := P{1, 2}
	fmt.Println(p)
}

// Error:
// # command-line-arguments
// ./types_err_struct_literal_too_few.go:11:13: too few values in struct literal of type P
