package main

import "fmt"

func main() {
	var b byte = 300
	var i int8 = -129
	const big = 1 << 70
	var n int = big
	x := 5
	var f float32 = x
	fmt.Println(b, i, n, f, "s"*2)
}

// Error:
// # command-line-arguments
// ./err_const_overflow_conv.go:6:15: cannot use 300 (untyped int constant) as byte value in variable declaration (overflows)
// ./err_const_overflow_conv.go:7:15: cannot use -129 (untyped int constant) as int8 value in variable declaration (overflows)
// ./err_const_overflow_conv.go:9:14: cannot use big (untyped int constant 1180591620717411303424) as int value in variable declaration (overflows)
// ./err_const_overflow_conv.go:11:18: cannot use x (variable of type int) as float32 value in variable declaration
// ./err_const_overflow_conv.go:12:26: invalid operation: "s" * 2 (mismatched types untyped string and untyped int)
