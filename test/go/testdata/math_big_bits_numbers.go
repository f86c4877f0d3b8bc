package main

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
)

func factorial(n int64) *big.Int {
	r := big.NewInt(1)
	for i := int64(2); i <= n; i++ {
		r.Mul(r, big.NewInt(i))
	}
	return r
}

func fib(n int) *big.Int {
	a, b := big.NewInt(0), big.NewInt(1)
	for i := 0; i < n; i++ {
		a.Add(a, b)
		a, b = b, a
	}
	return a
}

func main() {
	f := factorial(30)
	fmt.Println(f, len(f.String()), f.BitLen())
	fmt.Println(fib(100))
	x, ok := new(big.Int).SetString("deadbeefcafebabe1234", 16)
	fmt.Println(x, ok, x.Text(36))
	q, m := new(big.Int).DivMod(f, x, new(big.Int))
	fmt.Println(q, m)
	fmt.Printf("%x %08d %s\n", big.NewInt(255), big.NewInt(42), big.NewInt(-7))
	p := new(big.Int).Exp(big.NewInt(2), big.NewInt(127), nil)
	p.Sub(p, big.NewInt(1))
	fmt.Println(p, p.ProbablyPrime(10), new(big.Int).Sqrt(p))
	fmt.Println(bits.OnesCount(255), bits.LeadingZeros64(1), bits.TrailingZeros(8), bits.Len(1023), bits.Reverse8(1), bits.RotateLeft32(1, -1))
	hi, lo := bits.Mul64(math.MaxUint64, 3)
	sum, carry := bits.Add64(math.MaxUint64, 1, 0)
	fmt.Println(hi, lo, sum, carry)
	fmt.Println(math.Sqrt(2), math.Floor(-1.5), math.Trunc(-1.5), math.Mod(7, -3), math.Remainder(7, 3), math.Hypot(3, 4))
	fmt.Println(math.MaxInt64, math.MinInt64, math.SmallestNonzeroFloat64, math.MaxFloat32)
	fmt.Println(math.NaN() == math.NaN(), math.IsInf(1/math.Inf(-1), 0), math.Signbit(math.Copysign(0, -1)), -0.0)
	fmt.Printf("%.10f %v %v\n", math.Pi, float32(0.1), 0.1+0.2)
}

// Output:
// 265252859812191058636308480000000 33 108
// 354224848179261915075
// 1051570404360395033547316 true 4r8m2xz7de3jbcc4
// 252244508 536942158713522260859472
// ff 00000042 -7
// 170141183460469231731687303715884105727 true 13043817825332782212
// 8 63 3 10 128 2147483648
// 2 18446744073709551613 0 1
// 1.4142135623730951 -2 -1 1 1 5
// 9223372036854775807 -9223372036854775808 5e-324 3.4028234663852886e+38
// false false true 0
// 3.1415926536 0.1 0.3
