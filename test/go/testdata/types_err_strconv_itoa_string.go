package main

import (
	"fmt"
	"strconv"
)

func main() {
	s := "5"
	fmt.Println(strconv.Itoa(s) + 1)
}

// Error:
// # command-line-arguments
// ./types_err_strconv_itoa_string.go:10:14: invalid operation: strconv.Itoa(s) + 1 (mismatched types string and untyped int)
// ./types_err_strconv_itoa_string.go:10:27: cannot use s (variable of type string) as int value in argument to strconv.Itoa
