package main

import (
	"fmt"
	"strconv"
)

func main() {
	n := 65
	s := string(n)
	var count int = "5"
	t := strconv.Itoa("5")
	var u uint = -1
	fmt.Println(s, count, t, u)
}

// Error:
// # command-line-arguments
// ./err_string_int_conv.go:11:18: cannot use "5" (untyped string constant) as int value in variable declaration
// ./err_string_int_conv.go:12:20: cannot use "5" (untyped string constant) as int value in argument to strconv.Itoa
// ./err_string_int_conv.go:13:15: cannot use -1 (untyped int constant) as uint value in variable declaration (overflows)
