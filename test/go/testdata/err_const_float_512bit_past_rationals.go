package main

import "fmt"

const tiny = 1e-5000
const big = 1e5000

func main() {
	var a float64 = tiny * big * 1e320
	var b float64 = big / 3
	var c float64 = -big * big
	var d = big*big - big*big + 1e400
	var e int = 1e5000
	var f int64 = tiny * 1e5000
	var g uint8 = big / big * 256
	var h float64 = 1 << 500 * 1e200
	var i float64 = 4.9e-324 / 2
	fmt.Println(a, b, c, d, e, f, g, h, i)
}

// Error:
// # command-line-arguments
// ./err_const_float_512bit_past_rationals.go:9:18: cannot use tiny * big * 1e320 (untyped float constant 1e+320) as float64 value in variable declaration (overflows)
// ./err_const_float_512bit_past_rationals.go:10:18: cannot use big / 3 (untyped float constant 3.33333e+4999) as float64 value in variable declaration (overflows)
// ./err_const_float_512bit_past_rationals.go:11:18: cannot use -big * big (untyped float constant -1e+10000) as float64 value in variable declaration (overflows)
// ./err_const_float_512bit_past_rationals.go:12:10: cannot use big * big - big * big + 1e400 (untyped float constant 1e+400) as float64 value in variable declaration (overflows)
// ./err_const_float_512bit_past_rationals.go:13:14: cannot use 1e5000 (untyped float constant 1e+5000) as int value in variable declaration (truncated)
// ./err_const_float_512bit_past_rationals.go:15:16: cannot use big / big * 256 (untyped float constant 256) as uint8 value in variable declaration (truncated)
// ./err_const_float_512bit_past_rationals.go:16:18: cannot use 1 << 500 * 1e200 (untyped float constant 3.27339e+350) as float64 value in variable declaration (overflows)
