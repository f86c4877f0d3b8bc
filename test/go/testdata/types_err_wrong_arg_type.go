package main

import (
	"fmt"
	"strconv"
)

func main() {
	n := 42
	s := strconv.Itoa(int64(n))
	fmt.Println(s)
}

// Error:
// # command-line-arguments
// ./types_err_wrong_arg_type.go:10:20: cannot use int64(n) (value of type int64) as int value in argument to strconv.Itoa
