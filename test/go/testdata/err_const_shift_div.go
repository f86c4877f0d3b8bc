package main

import "fmt"

func main() {
	const c = 10
	x := c / 0
	var s uint = 70
	y := 1 << -1
	var u8 uint8 = 255 + 1
	z := 1.5 << s
	f := 3.0 % 2
	fmt.Println(x, y, u8, z, f)
}

// Error:
// # command-line-arguments
// ./err_const_shift_div.go:7:11: invalid operation: division by zero
// ./err_const_shift_div.go:9:12: invalid operation: negative shift count -1 (untyped int constant)
// ./err_const_shift_div.go:10:17: cannot use 255 + 1 (untyped int constant 256) as uint8 value in variable declaration (overflows)
// ./err_const_shift_div.go:11:7: invalid operation: shifted operand 1.5 (untyped float constant) must be integer
// ./err_const_shift_div.go:12:7: invalid operation: operator % not defined on 3.0 (untyped float constant 3)
