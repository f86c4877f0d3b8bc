package main

import "fmt"

func main() {
	var s string = 1
	x := 0x
	y := 1e+
	var b byte = 0b102
	z := 'ab'
	w := "a\qb"
	h := 0x1.8
	fmt.Println(x+"a", y*2, b, z, w, h)
	var n int = "two"
	fmt.Println(s, n)
}

// Error:
// # command-line-arguments
// ./err_bad_literal_and_types.go:6:17: cannot use 1 (untyped int constant) as string value in variable declaration
// ./err_bad_literal_and_types.go:7:9: hexadecimal literal has no digits
// ./err_bad_literal_and_types.go:8:10: exponent has no digits
// ./err_bad_literal_and_types.go:9:19: invalid digit '2' in binary literal
// ./err_bad_literal_and_types.go:10:7: more than one character in rune literal
// ./err_bad_literal_and_types.go:11:10: unknown escape
// ./err_bad_literal_and_types.go:12:12: hexadecimal mantissa requires a 'p' exponent
// ./err_bad_literal_and_types.go:14:14: cannot use "two" (untyped string constant) as int value in variable declaration
