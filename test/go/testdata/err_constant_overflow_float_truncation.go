package main

import (
	"fmt"
	"math"
	"math/bits"
)

func main() {
	var u8 uint8 = 250
	u8 += 10
	var i8 int8 = 127
	i8++
	var i32 int32 = math.MinInt32
	i32 = -i32
	var u uint = 0
	u--
	fmt.Println(u8, i8, i32, u, uint32(u), int16(70000), uint8(int8(-1)))
	x := int64(math.MaxInt64)
	fmt.Println(x+1, -x-1, x*2, x/-1, math.MinInt64/-1 == math.MinInt64)
	n := -7
	fmt.Println(n/2, n%2, n>>1, -n>>1, n&3, n|8, n^5, n&^2, uint8(n)<<2)
	fmt.Println(bits.OnesCount(255), bits.LeadingZeros64(1), bits.TrailingZeros32(8), bits.Len(1023), bits.Reverse8(1), bits.RotateLeft32(1, -1))
	hi, lo := bits.Mul64(math.MaxUint64, 3)
	sum, carry := bits.Add64(math.MaxUint64, 1, 0)
	fmt.Println(hi, lo, sum, carry)
	fmt.Printf("%b %o %x %X %#b %08b\n", 10, 64, 3054, 3054, 5, 3)
	f := 0.1 + 0.2
	fmt.Println(f, f == 0.3, float32(f), math.Round(2.5), math.Floor(-1.5), math.Trunc(-1.5), math.Mod(-7, 3), math.Remainder(7, 3))
	fmt.Println(math.Sqrt(-1), math.Log(0), 1/math.Inf(-1), math.Copysign(0, -1), math.MaxInt8, math.Pi)
	fmt.Println(int(3.99), int(-3.99), int64(float32(16777217)), uint(math.Float64bits(1.0)))
	c := complex(1, 2)
	c2 := c * c
	fmt.Println(c2, real(c2), imag(c2), c/complex(0, 1), complex64(c))
	fmt.Printf("%.2f %v %g\n", c, complex(math.Inf(1), math.NaN()), 1e6+0i)
	var arr [5]int
	b := arr
	b[0] = 9
	pa := &arr
	pa[1] = 8
	fmt.Println(arr, b, len(pa), cap(arr[1:3]))
	const k = 1 << 62
	fmt.Println(k>>60, uint64(k)<<1, 1<<3+1, 7&^5)
}

// Error:
// # command-line-arguments
// ./err_constant_overflow_float_truncation.go:18:47: constant 70000 overflows int16
// ./err_constant_overflow_float_truncation.go:18:61: constant -1 overflows uint8
// ./err_constant_overflow_float_truncation.go:31:18: cannot convert 3.99 (untyped float constant) to type int
// ./err_constant_overflow_float_truncation.go:31:29: cannot convert -3.99 (untyped float constant) to type int
