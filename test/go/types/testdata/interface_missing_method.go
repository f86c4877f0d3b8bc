package main

import "fmt"

type T struct{}

func main() {
	var s fmt.Stringer = T{}
	_ = s
}

// Error:
// ./interface_missing_method.go:8:23: cannot use T{} (value of struct type T) as fmt.Stringer value in variable declaration: T does not implement fmt.Stringer (missing method String)
