package main

import "fmt"

func main() {
	var x int8 = 200
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./types_err_int8_overflow.go:6:15: cannot use 200 (untyped int constant) as int8 value in variable declaration (overflows)
