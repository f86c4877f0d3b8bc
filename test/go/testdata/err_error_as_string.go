package main

import (
	"errors"
	"fmt"
)

func main() {
	err := errors.New("boom")
	var msg string = err
	fmt.Println(msg)
}

// Error:
// # command-line-arguments
// ./err_error_as_string.go:10:19: cannot use err (variable of interface type error) as string value in variable declaration
