package main

import "fmt"

type A struct{ Name string }
type B struct{ Name string }
type C struct {
	A
	B
}

func main() {
	c := C{}
	fmt.Println(c.Name)
}

// Error:
// # command-line-arguments
// ./types_err_struct_embed_ambiguous.go:14:16: ambiguous selector c.Name
