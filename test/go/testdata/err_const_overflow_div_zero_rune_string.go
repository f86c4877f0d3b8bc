package main

import "fmt"

func main() {
	var x int8 = 200
	var y uint = -1
	const big = 1 << 64
	var z int = big
	a := 5 / 0
	b := 1.5 % 2
	var s string = 'a'
	fmt.Println(x, y, z, a, b, s)
}

// Error:
// # command-line-arguments
// ./err_const_overflow_div_zero_rune_string.go:6:15: cannot use 200 (untyped int constant) as int8 value in variable declaration (overflows)
// ./err_const_overflow_div_zero_rune_string.go:7:15: cannot use -1 (untyped int constant) as uint value in variable declaration (overflows)
// ./err_const_overflow_div_zero_rune_string.go:9:14: cannot use big (untyped int constant 18446744073709551616) as int value in variable declaration (overflows)
// ./err_const_overflow_div_zero_rune_string.go:10:11: invalid operation: division by zero
// ./err_const_overflow_div_zero_rune_string.go:11:7: invalid operation: operator % not defined on 1.5 (untyped float constant)
// ./err_const_overflow_div_zero_rune_string.go:12:17: cannot use 'a' (untyped rune constant 97) as string value in variable declaration
