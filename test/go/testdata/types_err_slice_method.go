package main

import "fmt"

func main() {
	var s []int
	s.Append(1)
	fmt.Println(s)
}

// Error:
// # command-line-arguments
// ./types_err_slice_method.go:7:4: s.Append undefined (type []int has no field or method Append)
