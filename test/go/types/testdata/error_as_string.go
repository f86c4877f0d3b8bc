package main

import "errors"

func main() {
	err := errors.New("x")
	var s string = err
	_ = s
}

// Error:
// ./error_as_string.go:7:17: cannot use err (variable of interface type error) as string value in variable declaration
