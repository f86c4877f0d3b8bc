package main

import (
	"fmt"
	"math"
	"time"
)

const big = 1 << 100

const c32 int32 = 1 << 31

func main() {
	var u uint = -1
	b := byte(300)
	x := 1 << 64
	f := float32(1e40)
	i := int64(math.MaxUint64)
	var d time.Duration = 1e20
	var r rune = 'a' * 1e10
	fmt.Println(big)
	fmt.Println(u, b, x, f, i, d, r, c32)
	var small int8 = -129
	fmt.Println(small, uint8(math.MaxInt8*3))
}

// Error:
// # command-line-arguments
// ./err_const_overflow_shapes.go:11:19: cannot use 1 << 31 (untyped int constant 2147483648) as int32 value in constant declaration (overflows)
// ./err_const_overflow_shapes.go:14:15: cannot use -1 (untyped int constant) as uint value in variable declaration (overflows)
// ./err_const_overflow_shapes.go:15:12: constant 300 overflows byte
// ./err_const_overflow_shapes.go:16:7: cannot use 1 << 64 (untyped int constant 18446744073709551616) as int value in assignment (overflows)
// ./err_const_overflow_shapes.go:17:15: cannot convert 1e40 (untyped float constant 1e+40) to type float32
// ./err_const_overflow_shapes.go:18:13: constant 18446744073709551615 overflows int64
// ./err_const_overflow_shapes.go:19:24: cannot use 1e20 (untyped float constant 1e+20) as time.Duration value in variable declaration (truncated)
// ./err_const_overflow_shapes.go:20:15: cannot use 'a' * 1e10 (untyped float constant 9.7e+11) as rune value in variable declaration (truncated)
// ./err_const_overflow_shapes.go:21:14: cannot use big (untyped int constant 1267650600228229401496703205376) as int value in argument to fmt.Println (overflows)
// ./err_const_overflow_shapes.go:23:19: cannot use -129 (untyped int constant) as int8 value in variable declaration (overflows)
// ./err_const_overflow_shapes.go:23:19: too many errors
