package main

import "fmt"

const Big = 1 << 40

func main() {
	var a int32 = Big
	var b uint8 = -1
	c := int8(200)
	var d float32 = 1e40
	e := 10 / 0
	f := string(65.0)
	var g uint = 1 << 64
	fmt.Println(a, b, c, d, e, f, g)
}

// Error:
// # command-line-arguments
// ./err_const_overflow_conversions.go:8:16: cannot use Big (untyped int constant 1099511627776) as int32 value in variable declaration (overflows)
// ./err_const_overflow_conversions.go:9:16: cannot use -1 (untyped int constant) as uint8 value in variable declaration (overflows)
// ./err_const_overflow_conversions.go:10:12: constant 200 overflows int8
// ./err_const_overflow_conversions.go:11:18: cannot use 1e40 (untyped float constant 1e+40) as float32 value in variable declaration (overflows)
// ./err_const_overflow_conversions.go:12:12: invalid operation: division by zero
// ./err_const_overflow_conversions.go:13:14: cannot convert 65.0 (untyped float constant 65) to type string
// ./err_const_overflow_conversions.go:14:15: cannot use 1 << 64 (untyped int constant 18446744073709551616) as uint value in variable declaration (overflows)
