package main

import "errors"

func main() {
	err := errors.New("x")
	var n int = err
	_ = n
}

// Error:
// ./err_interface_kind_operand.go:7:14: cannot use err (variable of interface type error) as int value in variable declaration
