package main

import "strings"

func main() {
	s := strings.toUpper("x")
	_ = s
}

// Error:
// # command-line-arguments
// ./types_err_undefined_method_case.go:6:15: undefined: strings.toUpper (but have ToUpper)
