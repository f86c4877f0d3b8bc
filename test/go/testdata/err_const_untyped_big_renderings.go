package main

import "fmt"

const big = 1 << 100
const huge = 1 << 1000

func main() {
	var a int = big
	b := huge
	var c float64 = 1e400
	var d float32 = 1e40
	e := int64(1e19)
	var f uint = -1
	const g = 1e1000 * 3.5
	var h float64 = g
	var i int = 2.5e30
	var j = 1e100000
	var k float64 = -0x1p5000
	var l int8 = 1 << 200 >> 190
	fmt.Println(a, b, c, d, e, f, h, i, j, k, l)
}

// Error:
// # command-line-arguments
// ./err_const_untyped_big_renderings.go:6:16: constant shift overflow
// ./err_const_untyped_big_renderings.go:9:14: cannot use big (untyped int constant 1267650600228229401496703205376) as int value in variable declaration (overflows)
// ./err_const_untyped_big_renderings.go:11:18: cannot use 1e400 (untyped float constant 1e+400) as float64 value in variable declaration (overflows)
// ./err_const_untyped_big_renderings.go:12:18: cannot use 1e40 (untyped float constant 1e+40) as float32 value in variable declaration (overflows)
// ./err_const_untyped_big_renderings.go:13:13: cannot convert 1e19 (untyped float constant 10000000000000000000) to type int64
// ./err_const_untyped_big_renderings.go:14:15: cannot use -1 (untyped int constant) as uint value in variable declaration (overflows)
// ./err_const_untyped_big_renderings.go:16:18: cannot use g (untyped float constant 3.5e+1000) as float64 value in variable declaration (overflows)
// ./err_const_untyped_big_renderings.go:17:14: cannot use 2.5e30 (untyped float constant 2.5e+30) as int value in variable declaration (truncated)
// ./err_const_untyped_big_renderings.go:18:10: cannot use 1e100000 (untyped float constant 1e+100000) as float64 value in variable declaration (overflows)
// ./err_const_untyped_big_renderings.go:19:18: cannot use -0x1p5000 (untyped float constant -1.41247e+1505) as float64 value in variable declaration (overflows)
// ./err_const_untyped_big_renderings.go:19:18: too many errors
