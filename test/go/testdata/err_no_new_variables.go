package main

import (
	"errors"
	"fmt"
)

func main() {
	err := errors.New("a")
	err := errors.New("b")
	fmt.Println(err)
}

// Error:
// # command-line-arguments
// ./err_no_new_variables.go:10:6: no new variables on left side of :=
