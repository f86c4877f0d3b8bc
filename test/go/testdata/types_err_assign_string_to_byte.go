package main

import "fmt"

func main() {
	b := []byte("abc")
	b[0] = "x"
	fmt.Println(b)
}

// Error:
// # command-line-arguments
// ./types_err_assign_string_to_byte.go:7:9: cannot use "x" (untyped string constant) as byte value in assignment
