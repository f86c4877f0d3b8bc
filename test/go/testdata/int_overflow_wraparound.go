package main

import (
	"fmt"
	"math"
)

func main() {
	var i8 int8 = 127
	i8++
	fmt.Println(i8)
	var u8 uint8 = 0
	u8--
	fmt.Println(u8)
	var i32 int32 = math.MaxInt32
	fmt.Println(i32+1, i32*2, -i32-2)
	x := int8(-128)
	fmt.Println(-x, x/-1, x%-1)
	var u uint = 1
	fmt.Println(u<<63, u<<64, int64(u<<63))
	var s int = -7
	fmt.Println(s>>1, s/2, s%3, -7&3, uint32(s), uint8(s))
	big := math.MaxInt64
	fmt.Println(big+1 < 0, uint64(big)*2+1)
	f := 3.99
	fmt.Println(int(f), int(-f), int64(math.Float64bits(1.0)))
	var sh uint = 70
	fmt.Println(1<<sh == 0, int32(1)<<31, int64(-1)>>sh)
	h := uint32(2166136261)
	for _, c := range []byte("overflow") {
		h ^= uint32(c)
		h *= 16777619
	}
	fmt.Println(h)
	var m uint16 = 0xFFFF
	fmt.Println(m+1, ^m, ^0, ^uint8(3), 5&^3)
	defer func() { fmt.Println("recovered:", recover()) }()
	neg := -1
	fmt.Println(1 << neg)
}

// Error:
// # command-line-arguments
// ./int_overflow_wraparound.go:28:26: int32(1) << 31 (constant 2147483648 of type int32) overflows int32
