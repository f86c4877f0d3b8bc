package main

import "fmt"

func main() {
	var b byte = 256
	var i8 int8 = -129
	x := uint16(70000)
	fmt.Println(b, i8, x)
}

// Error:
// # command-line-arguments
// ./err_const_overflow.go:6:15: cannot use 256 (untyped int constant) as byte value in variable declaration (overflows)
// ./err_const_overflow.go:7:16: cannot use -129 (untyped int constant) as int8 value in variable declaration (overflows)
// ./err_const_overflow.go:8:14: constant 70000 overflows uint16
