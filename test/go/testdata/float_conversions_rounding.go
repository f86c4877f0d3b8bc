package main

import (
	"fmt"
	"math"
	"strconv"
)

func main() {
	var a, b float32 = 0.1, 0.2
	fmt.Println(a+b, float64(a)+float64(b), 0.1+0.2, a+b == 0.3)
	x := 0.1
	y := 0.2
	fmt.Println(x+y, x+y == 0.3)
	big := 1e39
	fmt.Println(float32(big), float32(-big), float32(1e-46), float32(3.4028235e38))
	fmt.Println(math.Float32bits(float32(0.1)), math.Float64bits(0.1))
	var f32 float32 = 16777216
	fmt.Println(f32+1, f32+2, float32(0.1)*3)
	fmt.Println(int64(float32(1e10)), int32(int64(1e10)), uint8(int(300)))
	vals := []float64{2.5, 3.5, -2.5, 2.4999, -0.5, 1e15 + 0.5}
	for _, v := range vals {
		fmt.Print(math.Round(v), math.RoundToEven(v), math.Floor(v), math.Ceil(v), math.Trunc(v), int(v), " | ")
	}
	fmt.Println()
	fmt.Println(math.MaxInt64, math.MinInt64, uint64(math.MaxUint64), math.MaxUint32, math.MaxInt8)
	fmt.Println(strconv.FormatInt(math.MinInt64, 2), strconv.FormatUint(math.MaxUint64, 36))
	const third = 1.0 / 3.0
	fmt.Println(third*3 == 1, third, float32(third))
	const huge = 1 << 100
	fmt.Println(huge>>98, huge/(1<<90), float64(huge))
	fmt.Println(7/2, -7/2, 7%-2, -7%2, 7.0/2, 1/2*3.0, 3.0*1/2)
	fmt.Println(math.Sqrt(-1), math.Log(0), math.Log(-1), 1/math.Inf(-1), math.Mod(7, -3), math.Remainder(7, 3))
	fmt.Println(math.Pow(2, 0.5), math.Cbrt(27), math.Hypot(3, 4), math.Exp(1), math.Log2(1024), math.Log10(0.001))
	fmt.Println(math.Nextafter(1, 2), math.Nextafter32(1, 0), math.Signbit(math.Copysign(0, -1)), math.Abs(-0.0))
	fr, ex := math.Frexp(40)
	fmt.Println(fr, ex, math.Ldexp(0.625, 6), math.Float64frombits(0x7ff8000000000001) != math.NaN())
	ip, fp := math.Modf(-3.75)
	fmt.Println(ip, fp, math.Dim(3, 5), math.Max(math.NaN(), 1), math.Min(-0.0, 0))
	for _, s := range []string{"1e500", "0x1.8p1", "1_5.5", "-0", "+.5e-3", "4.9e-324", "2.5e-324"} {
		v, err := strconv.ParseFloat(s, 64)
		fmt.Print(v, " ", err, "; ")
	}
	fmt.Println()
	fmt.Println(strconv.FormatFloat(0.000001234, 'g', 3, 64), strconv.FormatFloat(123456789, 'g', 4, 64), strconv.FormatFloat(1.5, 'b', -1, 64), strconv.FormatFloat(-0.0, 'f', 2, 64), strconv.FormatFloat(2.5, 'x', 3, 64))
}

// Error:
// # command-line-arguments
// ./float_conversions_rounding.go:20:42: constant 10000000000 overflows int32
// ./float_conversions_rounding.go:20:62: constant 300 overflows uint8
