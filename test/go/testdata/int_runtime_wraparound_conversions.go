package main

import (
	"fmt"
	"math"
)

//go:noinline
func id[T any](x T) T { return x }

func main() {
	var a int8 = id[int8](127)
	a++
	var b uint8 = id[uint8](0)
	b--
	var c int32 = id[int32](math.MinInt32)
	c = -c
	var d uint = id[uint](3)
	fmt.Println(a, b, c, d-5, -7/2, -7%2, 7%-2, -7>>1, int8(-128)/int8(id(-1)))
	s := id(70)
	fmt.Println(1<<s, int32(1)<<s, uint8(255)>>s, int64(-1)>>s, int8(1)<<7)
	f := id(3.99)
	g := id(-3.99)
	fmt.Println(int(f), int(g), uint8(int(f)+254), int64(id(1e18)), int32(int64(id(1<<40))))
	big := id(1e300)
	nan := math.NaN()
	fmt.Println(int64(big) == math.MinInt64, uint64(id(-1.0)), int32(id(float32(3e9))) == math.MinInt32)
	fmt.Println(nan == nan, nan != nan, math.IsNaN(nan), -0.0 == 0.0, 1/math.Inf(-1), math.Copysign(0, -1))
	var z float64
	fmt.Println(1/z, -1/z, z/z, math.Signbit(-z), fmt.Sprint(-z), fmt.Sprint(math.Copysign(0, -1)))
	var f32 float32 = 16777216
	fmt.Println(f32+1, float32(0.1)+float32(0.2), 0.1+0.2, float64(float32(0.1)))
	x := uint32(0xdeadbeef)
	fmt.Printf("%08x %08x %d %d\n", x<<4, x>>28, int32(x), int16(x))
	m := map[float64]int{nan: 1}
	m[nan] = 2
	m[0.0] = 3
	m[math.Copysign(0, -1)] = 4
	fmt.Println(len(m), m[0])
	fmt.Println(math.MaxInt64+id(0) < 0, math.MaxInt64+id(1) < 0)
	fmt.Println(^0, ^uint8(5), -(-128), 5&^3, 6|9, 6^3)
	var r rune = 'é'
	fmt.Println(byte(r), string(byte(r)) == "\u00e9", string(r), []byte(string(r)))
}

// Error:
// # command-line-arguments
// ./int_runtime_wraparound_conversions.go:21:62: int8(1) << 7 (constant 128 of type int8) overflows int8
