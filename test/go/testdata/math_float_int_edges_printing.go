package main

import (
	"fmt"
	"math"
	"math/bits"
)

func main() {
	var i8 int8 = 127
	i8++
	var u8 uint8 = 0
	u8--
	var i32 int32 = math.MaxInt32
	i32 += 1
	var i64 int64 = math.MinInt64
	i64 = -i64
	fmt.Println(i8, u8, i32, i64, -math.MinInt64+0.0)
	x := 7
	fmt.Println(-x/2, -x%2, x/-2, x%-2, x>>1, -x>>1, x<<62, uint32(1)<<31, 1<<x)
	f := 0.1 + 0.2
	fmt.Println(f, f == 0.3, float32(f), float32(0.1)+float32(0.2), math.Round(2.5), math.Round(-2.5), math.RoundToEven(2.5), math.Trunc(-2.7), math.Floor(-2.5), math.Ceil(-2.5))
	fmt.Println(math.Inf(1), -math.Inf(1), math.NaN(), math.Sqrt(-1), 1/math.Inf(-1), math.Copysign(0, -1), math.Signbit(math.Copysign(0, -1)))
	var zero float64
	fmt.Println(1/zero, -1/zero, zero/zero, int64(math.Float64bits(-0.0)), math.MaxFloat32, math.SmallestNonzeroFloat32)
	fmt.Println(math.Mod(7, -3), math.Remainder(7, 3), math.Pow(2, 0.5), math.Pow(-8, 1.0/3), math.Cbrt(-8), math.Hypot(3, 4), math.Log2(8), math.Log10(0.001), math.Exp(1))
	fmt.Printf("%.20f %v %g %e %G\n", 0.1, 1e6, 1e21, 123456.789, 1e-10)
	fmt.Printf("%v %v %v %v\n", float32(1)/3, 1.0/3, float32(16777217), 1e100)
	fmt.Printf("%6.2f|%-8.3e|%+g|%08.2f|%x|%X\n", math.Pi, -math.E, 1.0, -3.14159, 1.5, -0.25)
	c := complex(1, -2)
	fmt.Println(c, real(c), imag(c), c*c, c/complex(0, 1), complex64(c))
	fmt.Printf("%.2f %v %g\n", c, complex(math.Inf(1), math.NaN()), complex(0, 0))
	fmt.Println(bits.OnesCount(255), bits.LeadingZeros64(1), bits.TrailingZeros(8), bits.Reverse8(1), bits.Len(1023), bits.RotateLeft8(0x81, 1))
	hi, lo := bits.Mul64(math.MaxUint64, 2)
	sum, carry := bits.Add64(math.MaxUint64, 1, 0)
	q, r := bits.Div64(1, 0, 3)
	fmt.Println(hi, lo, sum, carry, q, r)
	fmt.Println(math.MaxInt, math.MinInt16, uint64(math.MaxUint64), math.MaxUint32)
	fl := 3.99
	neg := -3.99
	big := 1e19
	fmt.Println(int(fl), int(neg), int64(big) == math.MinInt64, uint8(int(fl)*100), int8(-129+256))
	fmt.Println(math.IsNaN(math.NaN()), math.NaN() == math.NaN(), math.IsInf(math.Inf(-1), -1), math.Abs(-0.0), math.Max(math.NaN(), 1), math.Min(-0.0, 0))
	fr, exp := math.Frexp(8)
	fmt.Println(fr, exp, math.Ldexp(0.5, 4), math.Float32frombits(0x7f800000), math.Nextafter(1, 2)-1)
}

// Output:
// -128 255 -2147483648 -9223372036854775808 9.223372036854776e+18
// -3 -1 -3 1 3 -4 -4611686018427387904 2147483648 128
// 0.3 true 0.3 0.3 3 -3 2 -2 -3 -2
// +Inf -Inf NaN NaN -0 -0 true
// +Inf -Inf NaN 0 3.4028234663852886e+38 1.401298464324817e-45
// 1 1 1.4142135623730951 NaN -2 5 3 -3 2.718281828459045
// 0.10000000000000000555 1e+06 1e+21 1.234568e+05 1E-10
// 0.33333334 0.3333333333333333 1.6777216e+07 1e+100
//   3.14|-2.718e+00|+1|-0003.14|0x1.8p+00|-0X1P-02
// (1-2i) 1 -2 (-3-4i) (-2-1i) (1-2i)
// (1.00-2.00i) (+Inf+NaNi) (0+0i)
// 8 63 3 128 10 3
// 1 18446744073709551614 0 1 6148914691236517205 1
// 9223372036854775807 -32768 18446744073709551615 4294967295
// 3 -3 true 44 127
// true false true 0 NaN 0
// 0.5 4 8 +Inf 2.220446049250313e-16
