package main

import (
	"fmt"
	"math"
)

const (
	KB = 1 << (10 * (iota + 1))
	MB
	GB
	TB
	PB
	EB
	ZB
	YB
)

const huge = 1 << 511
const tooHuge = huge * 2
const sum = huge + huge
const neg = -huge - huge
const lit = 123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345

func main() {
	var a int8 = 100
	const b int8 = 100
	fmt.Println(a, b*2)
	var c int = math.MaxInt64 + 1
	var d uint64 = math.MaxUint64 + 1
	fmt.Println(YB, ZB/EB)
	x := YB
	var f float32 = YB
	fmt.Println(c, d, x, f, tooHuge, sum, neg, lit)
	var g = math.MaxFloat64 * 2
	fmt.Println(g)
}

// Error:
// # command-line-arguments
// ./err_const_untyped_overflow_at_operator.go:20:22: constant multiplication overflow
// ./err_const_untyped_overflow_at_operator.go:21:18: constant addition overflow
// ./err_const_untyped_overflow_at_operator.go:22:19: constant subtraction overflow
// ./err_const_untyped_overflow_at_operator.go:23:13: constant overflow
// ./err_const_untyped_overflow_at_operator.go:28:17: b * 2 (constant 200 of type int8) overflows int8
// ./err_const_untyped_overflow_at_operator.go:29:14: cannot use math.MaxInt64 + 1 (untyped int constant 9223372036854775808) as int value in variable declaration (overflows)
// ./err_const_untyped_overflow_at_operator.go:30:17: cannot use math.MaxUint64 + 1 (untyped int constant 18446744073709551616) as uint64 value in variable declaration (overflows)
// ./err_const_untyped_overflow_at_operator.go:31:14: cannot use YB (untyped int constant 1208925819614629174706176) as int value in argument to fmt.Println (overflows)
// ./err_const_untyped_overflow_at_operator.go:32:7: cannot use YB (untyped int constant 1208925819614629174706176) as int value in assignment (overflows)
// ./err_const_untyped_overflow_at_operator.go:35:10: cannot use math.MaxFloat64 * 2 (untyped float constant 3.59539e+308) as float64 value in variable declaration (overflows)
// ./err_const_untyped_overflow_at_operator.go:35:10: too many errors
