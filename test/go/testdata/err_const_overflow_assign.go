package main

import "fmt"

const Big = 1 << 40

func main() {
	var a int8 = 200
	var b uint = -1
	var c byte = 'é'
	d := int32(Big)
	var e float32 = 1e40
	f := uint8(255) + 1
	fmt.Println(a, b, c, d, e, f)
}

// Error:
// # command-line-arguments
// ./err_const_overflow_assign.go:8:15: cannot use 200 (untyped int constant) as int8 value in variable declaration (overflows)
// ./err_const_overflow_assign.go:9:15: cannot use -1 (untyped int constant) as uint value in variable declaration (overflows)
// ./err_const_overflow_assign.go:11:13: constant 1099511627776 overflows int32
// ./err_const_overflow_assign.go:12:18: cannot use 1e40 (untyped float constant 1e+40) as float32 value in variable declaration (overflows)
// ./err_const_overflow_assign.go:13:7: uint8(255) + 1 (constant 256 of type uint8) overflows uint8
