package main

import (
	"fmt"
	"time"
)

const Big = 1 << 40

func main() {
	var a int32 = Big
	var b uint8 = 256
	var c uint = -1
	d := 10 / 0
	e := 3.5 % 2
	var f float32 = 1e40
	timeout := 5
	time.Sleep(timeout * time.Second)
	var i int = "42"
	var s string = 65
	fmt.Println(a, b, c, d, e, f, i, s)
}

// Error:
// # command-line-arguments
// ./err_const_overflow_types.go:11:16: cannot use Big (untyped int constant 1099511627776) as int32 value in variable declaration (overflows)
// ./err_const_overflow_types.go:12:16: cannot use 256 (untyped int constant) as uint8 value in variable declaration (overflows)
// ./err_const_overflow_types.go:13:15: cannot use -1 (untyped int constant) as uint value in variable declaration (overflows)
// ./err_const_overflow_types.go:14:12: invalid operation: division by zero
// ./err_const_overflow_types.go:15:7: invalid operation: operator % not defined on 3.5 (untyped float constant)
// ./err_const_overflow_types.go:16:18: cannot use 1e40 (untyped float constant 1e+40) as float32 value in variable declaration (overflows)
// ./err_const_overflow_types.go:18:13: invalid operation: timeout * time.Second (mismatched types int and time.Duration)
// ./err_const_overflow_types.go:19:14: cannot use "42" (untyped string constant) as int value in variable declaration
// ./err_const_overflow_types.go:20:17: cannot use 65 (untyped int constant) as string value in variable declaration
