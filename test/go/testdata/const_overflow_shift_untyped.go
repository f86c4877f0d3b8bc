package main

import "fmt"

func main() {
	x := 1 << 64
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./const_overflow_shift_untyped.go:6:7: cannot use 1 << 64 (untyped int constant 18446744073709551616) as int value in assignment (overflows)
