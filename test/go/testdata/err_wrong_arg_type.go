package main

import (
	"fmt"
	"strconv"
)

func main() {
	var n int64 = 5
	fmt.Println(strconv.Itoa(n))
}

// Error:
// # command-line-arguments
// ./err_wrong_arg_type.go:10:27: cannot use n (variable of type int64) as int value in argument to strconv.Itoa
