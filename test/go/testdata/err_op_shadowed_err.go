package main

import (
	"errors"
	"fmt"
)

func fetch() (int, error) { return 0, errors.New("x") }

func main() {
	var err error
	if true {
		n, err := fetch()
		fmt.Println(n)
	}
	fmt.Println(err)
}

// Error:
// # command-line-arguments
// ./err_op_shadowed_err.go:13:6: declared and not used: err
