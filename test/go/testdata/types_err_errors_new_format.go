package main

import (
	"errors"
	"fmt"
)

func main() {
	n := 3
	err := errors.New("bad value %d", n)
	fmt.Println(err)
}

// Error:
// # command-line-arguments
// ./types_err_errors_new_format.go:10:36: too many arguments in call to errors.New
// 	have (string, int)
// 	want (string)
