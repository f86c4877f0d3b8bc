package main

import (
	"fmt"
	"math/bits"
)

func main() {
	hi, lo := bits.Mul64(1<<63+5, 1<<40+3)
	fmt.Println(hi, lo)
	s, c := bits.Add64(1<<63, 1<<63, 1)
	fmt.Println(s, c)
	d, b := bits.Sub64(1, 2, 0)
	fmt.Println(d, b)
	q, r := bits.Div64(1, 5, 7)
	fmt.Println(q, r)
	h32, l32 := bits.Mul32(1<<31, 6)
	fmt.Println(h32, l32)
	s32, c32 := bits.Add32(1<<31, 1<<31, 0)
	fmt.Println(s32, c32)
	fmt.Println(bits.Len64(1<<40), bits.OnesCount64(1<<63|1), bits.ReverseBytes16(0x1234))
	defer func() { fmt.Println("recovered:", recover()) }()
	bits.Div64(5, 0, 3)
}

// Output:
// 549755813889 9223377534412914703
// 1 1
// 18446744073709551615 1
// 2635249153387078803 0
// 3 0
// 0 1
// 41 2 13330
// recovered: runtime error: integer overflow
