package main

import "fmt"

func main() {
	const big = 1 << 64
	var x int = big
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./types_err_const_overflow_shift.go:7:14: cannot use big (untyped int constant 18446744073709551616) as int value in variable declaration (overflows)
