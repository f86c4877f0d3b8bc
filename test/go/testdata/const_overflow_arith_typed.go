package main

import (
	"fmt"
	"math"
	"time"
)

func main() {
	const d = 300 * 365 * 24 * time.Hour
	var n uint16 = math.MaxUint16 + 1
	fmt.Println(d, n, math.MaxInt64+1)
}

// Error:
// # command-line-arguments
// ./const_overflow_arith_typed.go:10:12: 300 * 365 * 24 * time.Hour (constant 9460800000000000000 of int64 type time.Duration) overflows int64
// ./const_overflow_arith_typed.go:11:17: cannot use math.MaxUint16 + 1 (untyped int constant 65536) as uint16 value in variable declaration (overflows)
// ./const_overflow_arith_typed.go:12:20: cannot use math.MaxInt64 + 1 (untyped int constant 9223372036854775808) as int value in argument to fmt.Println (overflows)
