// Unsigned 64-bit `x*y + z` and `z + x*y` at their edges: products just below and above 2^53, sums
// crossing 2^53 from a safe product, wrap-around at 2^64, results that fall back into the safe
// range after large operands (compared and used as map keys), uint and uintptr and a named type,
// operands evaluated in source order, and a product whose left operand a call changes.
package main

import (
	"fmt"
	"math"
)

type H uint64

var trace []string

func next(name string, v uint64) uint64 {
	trace = append(trace, name)
	return v
}

var x uint64 = 7

func bump() uint64 {
	x += 10
	return 3
}

func main() {
	const p53 = 1 << 53
	pairs := [][3]uint64{
		{1 << 26, 1 << 27, 0},
		{1 << 26, 1 << 27, math.MaxUint64},
		{p53 - 1, 1, 0},
		{p53 - 1, 1, 1},
		{p53 - 1, 1, 5},
		{(p53 - 1) / 3, 3, 2},
		{p53 + 1, 1, 0},
		{p53 + 1, 3, 1},
		{94906267, 94906267, 0},
		{94906267, 94906267, 94906267},
		{1 << 32, 1 << 32, 9},
		{1 << 63, 2, 3},
		{math.MaxUint64, 1, 1},
		{math.MaxUint64, math.MaxUint64, math.MaxUint64},
		{math.MaxUint64, 2, 2},
		{math.MaxUint64 - 6, 0, 5},
		{12345678901234567, 131, 255},
		{0, 0, math.MaxUint64},
	}
	m := map[uint64]int{}
	for i, t := range pairs {
		a, b, c := t[0], t[1], t[2]
		r1 := a*b + c
		r2 := c + a*b
		r3 := (a * b) + c
		fmt.Println(i, r1, r2, r3, r1 == r2, r1 == 5, r1 < p53)
		m[r1]++
	}
	fmt.Println(m[5], m[0], m[1], m[p53-1], m[p53], len(m))

	var sum uint64
	var sumU uint
	var sumP uintptr
	var sumH H
	for i := 0; i < 2000; i++ {
		b := byte(i*37 + 11)
		sum = sum*131 + uint64(b)
		sumU = uint(b) + sumU*1099511628211
		sumP = sumP*31 + uintptr(b)
		sumH = sumH*H(i) + 7
	}
	fmt.Println(sum, sumU, sumP, sumH)
	big := uint64(1)<<63 | 99
	fmt.Println(big*0+5 == 5, big*2+1, 1+big*2, big*big+big)

	r := next("a", 1<<40)*next("b", 1<<30) + next("c", 17)
	s := next("d", 17) + next("e", 1<<40)*next("f", 1<<30)
	fmt.Println(r, s, trace)
	y := x*bump() + 1
	fmt.Println(y, x)
	z := 1 + x*bump()
	fmt.Println(z, x)
}

// Output:
// 0 9007199254740992 9007199254740992 9007199254740992 true false false
// 1 9007199254740991 9007199254740991 9007199254740991 true false true
// 2 9007199254740991 9007199254740991 9007199254740991 true false true
// 3 9007199254740992 9007199254740992 9007199254740992 true false false
// 4 9007199254740996 9007199254740996 9007199254740996 true false false
// 5 9007199254740992 9007199254740992 9007199254740992 true false false
// 6 9007199254740993 9007199254740993 9007199254740993 true false false
// 7 27021597764222980 27021597764222980 27021597764222980 true false false
// 8 9007199515875289 9007199515875289 9007199515875289 true false false
// 9 9007199610781556 9007199610781556 9007199610781556 true false false
// 10 9 9 9 true false true
// 11 3 3 3 true false true
// 12 0 0 0 true false true
// 13 0 0 0 true false true
// 14 0 0 0 true false true
// 15 5 5 5 true true true
// 16 1617283936061728532 1617283936061728532 1617283936061728532 true false false
// 17 18446744073709551615 18446744073709551615 18446744073709551615 true false false
// 1 3 0 2 3 13
// 793161812823521960 15454243431791015720 14225917840068635528 9064637627819158996
// true 199 199 9223372036854785708
// 17 17 [a b c d e f]
// 52 17
// 82 27
