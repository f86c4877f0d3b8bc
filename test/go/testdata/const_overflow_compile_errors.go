package main

import "fmt"

const Big = 1 << 63

type Small uint8

func main() {
	var a int64 = Big
	var b int8 = 128
	var c Small = 256
	d := uint(-1)
	var e byte = 'a' * 3
	f := int32(1 << 31)
	const g = 10 / 0
	var h float32 = 1e39
	fmt.Println(a, b, c, d, e, f, g, h)
}

// Error:
// # command-line-arguments
// ./const_overflow_compile_errors.go:10:16: cannot use Big (untyped int constant 9223372036854775808) as int64 value in variable declaration (overflows)
// ./const_overflow_compile_errors.go:11:15: cannot use 128 (untyped int constant) as int8 value in variable declaration (overflows)
// ./const_overflow_compile_errors.go:12:16: cannot use 256 (untyped int constant) as Small value in variable declaration (overflows)
// ./const_overflow_compile_errors.go:13:12: constant -1 overflows uint
// ./const_overflow_compile_errors.go:14:15: cannot use 'a' * 3 (untyped rune constant 291) as byte value in variable declaration (overflows)
// ./const_overflow_compile_errors.go:15:13: constant 2147483648 overflows int32
// ./const_overflow_compile_errors.go:16:17: invalid operation: division by zero
// ./const_overflow_compile_errors.go:17:18: cannot use 1e39 (untyped float constant 1e+39) as float32 value in variable declaration (overflows)
