package main

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"math/cmplx"
)

func main() {
	for _, x := range []float64{2.5, -2.5, 0.5, -0.5, 1.4999999999999998, math.Inf(-1), math.NaN()} {
		fmt.Println(x, math.Round(x), math.RoundToEven(x), math.Floor(x), math.Ceil(x), math.Trunc(x))
	}
	fmt.Println(math.Mod(7, -3), math.Mod(-7, 3), math.Remainder(7, 3), math.Remainder(-7, 3))
	fmt.Println(math.Pow(0, -1), math.Pow(-8, 1.0/3), math.Cbrt(-8), math.Pow(2, 0.5), math.Sqrt(-1))
	fmt.Println(math.Hypot(3, 4), math.Log(0), math.Log10(1000), math.Log2(8), math.Log1p(1e-20), math.Exp(710))
	fmt.Println(math.Atan2(0, -1), math.Sin(math.Pi), math.Cos(math.Pi/3), math.Tan(math.Pi/4))
	fmt.Println(math.MaxFloat32, math.MaxInt, math.MinInt64, math.Nextafter(1, 2), math.Float64bits(1.0))
	fr, exp := math.Frexp(8)
	fmt.Println(fr, exp, math.Ldexp(0.5, 4), math.Float32frombits(0x7f800000))
	ip, fp := math.Modf(-3.75)
	fmt.Println(ip, fp, math.Abs(-0.0), math.Signbit(math.Abs(math.Copysign(0, -1))))
	fmt.Println(bits.LeadingZeros64(1), bits.OnesCount(255), bits.Reverse8(1), bits.RotateLeft32(1, -1), bits.Len(0))
	hi, lo := bits.Mul64(math.MaxUint64, 2)
	q, r := bits.Div64(1, 0, 3)
	fmt.Println(hi, lo, q, r)
	c := cmplx.Sqrt(-4)
	fmt.Println(c, cmplx.Abs(3+4i), cmplx.Exp(math.Pi*1i), cmplx.Inf(), cmplx.Pow(0, 0))
	f := new(big.Int)
	f.MulRange(1, 30)
	fmt.Println(f, f.BitLen(), len(f.String()))
	e := new(big.Int).Exp(big.NewInt(2), big.NewInt(100), big.NewInt(1_000_000_007))
	fmt.Println(e, new(big.Int).Sqrt(big.NewInt(1000)), new(big.Int).GCD(nil, nil, big.NewInt(84), big.NewInt(36)))
	n, ok := new(big.Int).SetString("-0x1f", 0)
	fmt.Println(n, ok, fmt.Sprintf("%x %X %o %b %08d %+d", n, big.NewInt(255), big.NewInt(8), big.NewInt(5), big.NewInt(42), big.NewInt(7)))
	_, ok = new(big.Int).SetString("12ab", 10)
	fmt.Println(ok)
	quo, rem := new(big.Int).QuoRem(big.NewInt(-7), big.NewInt(2), new(big.Int))
	div, mod := new(big.Int).DivMod(big.NewInt(-7), big.NewInt(2), new(big.Int))
	fmt.Println(quo, rem, div, mod, big.NewInt(-7).Cmp(big.NewInt(2)), big.NewInt(0).Sign())
	r1 := big.NewRat(3, -6)
	r2 := new(big.Rat).SetFrac64(10, 4)
	sum := new(big.Rat).Add(r1, r2)
	fmt.Println(r1, r2, sum, sum.FloatString(3), sum.IsInt(), new(big.Rat).Mul(r2, r2).RatString())
	x, ok := new(big.Rat).SetString("1.25e-1")
	fmt.Println(x, ok, x.Num(), x.Denom())
	fl, exact := big.NewRat(1, 3).Float64()
	fmt.Println(fl, exact)
	fmt.Println(big.NewInt(97).ProbablyPrime(20), new(big.Int).Lsh(big.NewInt(1), 70), new(big.Int).Not(big.NewInt(5)))
	fmt.Println(new(big.Int).ModInverse(big.NewInt(3), big.NewInt(11)), new(big.Int).Neg(big.NewInt(0)), new(big.Int).Abs(big.NewInt(-9)).Int64())
	fmt.Println(big.NewInt(1<<62).IsInt64(), new(big.Int).Mul(big.NewInt(1<<62), big.NewInt(4)).IsInt64(), new(big.Int).SetUint64(math.MaxUint64).Uint64())
}

// Output:
// 2.5 3 2 2 3 2
// -2.5 -3 -2 -3 -2 -2
// 0.5 1 0 0 1 0
// -0.5 -1 -0 -1 -0 -0
// 1.4999999999999998 1 1 1 2 1
// -Inf -Inf -Inf -Inf -Inf -Inf
// NaN NaN NaN NaN NaN NaN
// 1 -1 1 -1
// +Inf NaN -2 1.4142135623730951 NaN
// 5 -Inf 3 3 1e-20 +Inf
// 3.141592653589793 1.2246467991473515e-16 0.49999999999999994 1
// 3.4028234663852886e+38 9223372036854775807 -9223372036854775808 1.0000000000000002 4607182418800017408
// 0.5 4 8 +Inf
// -3 -0.75 0 false
// 63 8 128 2147483648 0
// 1 18446744073709551614 6148914691236517205 1
// (0+2i) 5 (-1+1.2246467991473515e-16i) (+Inf+Infi) (1+0i)
// 265252859812191058636308480000000 108 33
// 976371285 31 12
// -31 true -1f FF 10 101 00000042 +7
// false
// -3 -1 -4 1 -1 0
// -1/2 5/2 2/1 2.000 true 25/4
// 1/8 true 1 8
// 0.3333333333333333 false
// true 1180591620717411303424 -6
// 4 0 9
// true false 18446744073709551615
