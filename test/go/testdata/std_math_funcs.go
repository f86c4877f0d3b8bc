package main

import (
	"fmt"
	"math"
	"math/bits"
)

func main() {
	fmt.Println(math.Sqrt(2), math.Pow(2, 10), math.Abs(-3.5), math.Floor(-2.5), math.Ceil(2.1))
	fmt.Println(math.Max(3, 7), math.Min(3, 7), math.Mod(7, 3), math.Trunc(-2.7), math.Round(2.5), math.Round(-2.5))
	fmt.Println(math.Inf(1), math.Inf(-1), math.NaN(), math.IsNaN(math.NaN()), math.IsInf(math.Inf(1), 0))
	fmt.Println(math.MaxInt64, math.MinInt64, math.MaxInt32, math.MaxUint32, math.MaxInt8)
	fmt.Println(math.Pi, math.E, math.Sqrt2)
	fmt.Printf("%.4f %.4f %.4f %.4f\n", math.Sin(math.Pi/6), math.Cos(0), math.Log(math.E), math.Log2(8))
	fmt.Println(math.Log10(1000), math.Exp(0), math.Hypot(3, 4), math.Cbrt(27))
	fmt.Println(math.MaxFloat64, math.SmallestNonzeroFloat32)
	fmt.Println(math.Float64bits(1.0), math.Float64frombits(0x4000000000000000))
	fmt.Println(math.Signbit(-0.0), math.Copysign(3, -1), math.RoundToEven(2.5))
	frac, exp := math.Frexp(8)
	fmt.Println(frac, exp)
	ip, fp := math.Modf(3.75)
	fmt.Println(ip, fp)
	fmt.Println(bits.OnesCount(255), bits.LeadingZeros64(1), bits.TrailingZeros(8), bits.Len(1024), bits.Reverse8(1))
	fmt.Println(bits.RotateLeft32(1, -1), bits.UintSize)
	var x uint8 = 255
	x++
	var y int8 = 127
	y++
	fmt.Println(x, y, -7/2, -7%2, 7>>1, -7>>1, 1<<62, ^0, 5&^3)
	var big uint64 = math.MaxUint64
	fmt.Println(big, big+1, int64(math.MaxInt64)+0)
	f := 1e308
	fmt.Println(f*10, -f*10, 0.1+0.2, float32(0.1), float64(float32(0.1)))
	ff := 3.99
	fmt.Println(int(ff), int(-ff), uint32(1<<32-1), int32(math.MinInt32))
	n := 10
	fmt.Println(n/3, float64(n)/3, n%3, -n%3)
}

// Output:
// 1.4142135623730951 1024 3.5 -3 3
// 7 3 1 -2 3 -3
// +Inf -Inf NaN true true
// 9223372036854775807 -9223372036854775808 2147483647 4294967295 127
// 3.141592653589793 2.718281828459045 1.4142135623730951
// 0.5000 1.0000 1.0000 3.0000
// 3 1 5 3
// 1.7976931348623157e+308 1.401298464324817e-45
// 4607182418800017408 2
// false -3 2
// 0.5 4
// 3 0.75
// 8 63 3 11 128
// 2147483648 64
// 0 -128 -3 -1 3 -4 4611686018427387904 -1 4
// 18446744073709551615 0 9223372036854775807
// +Inf -Inf 0.3 0.1 0.10000000149011612
// 3 -3 4294967295 -2147483648
// 3 3.3333333333333335 1 -1
