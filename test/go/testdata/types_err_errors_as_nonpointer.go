package main

import (
	"errors"
	"fmt"
)

type MyErr struct{}

func (MyErr) Error() string { return "x" }

func main() {
	var e error = MyErr{}
	var target MyErr
	fmt.Println(errors.As(e, target), errors.New(1))
}

// Error:
// # command-line-arguments
// ./types_err_errors_as_nonpointer.go:15:47: cannot use 1 (untyped int constant) as string value in argument to errors.New
