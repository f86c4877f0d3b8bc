package main

import "fmt"

type Weekday int

const (
	Sunday Weekday = iota
	Monday
)

func main() {
	var s uint = 3
	a := 1.0 << s
	var f float64 = 1 << s
	b := int(1.5)
	c := byte(256)
	d := uint(-1)
	var e int8 = -129
	g := string(65.0)
	h := Weekday(1.5)
	const big = 1 << 100
	i := big
	j := 5 % 2.0
	k := 7.0 % 2
	var l int = 3.0
	var m int = 3.5
	var n float32 = 1e39
	fmt.Println(a, f, b, c, d, e, g, h, i, j, k, l, m, n, Monday)
}

// Error:
// # command-line-arguments
// ./err_const_conversions_shifts.go:14:7: invalid operation: shifted operand 1.0 (type float64) must be integer
// ./err_const_conversions_shifts.go:15:18: invalid operation: shifted operand 1 (type float64) must be integer
// ./err_const_conversions_shifts.go:16:11: cannot convert 1.5 (untyped float constant) to type int
// ./err_const_conversions_shifts.go:17:12: constant 256 overflows byte
// ./err_const_conversions_shifts.go:18:12: constant -1 overflows uint
// ./err_const_conversions_shifts.go:19:15: cannot use -129 (untyped int constant) as int8 value in variable declaration (overflows)
// ./err_const_conversions_shifts.go:20:14: cannot convert 65.0 (untyped float constant 65) to type string
// ./err_const_conversions_shifts.go:21:15: cannot convert 1.5 (untyped float constant) to type Weekday
// ./err_const_conversions_shifts.go:23:7: cannot use big (untyped int constant 1267650600228229401496703205376) as int value in assignment (overflows)
// ./err_const_conversions_shifts.go:24:7: invalid operation: operator % not defined on 5 (untyped float constant)
// ./err_const_conversions_shifts.go:24:7: too many errors
