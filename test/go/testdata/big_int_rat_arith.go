package main

import (
	"fmt"
	"math/big"
)

func factorial(n int64) *big.Int {
	r := big.NewInt(1)
	for i := int64(2); i <= n; i++ {
		r.Mul(r, big.NewInt(i))
	}
	return r
}

func main() {
	f := factorial(30)
	fmt.Println(f, f.BitLen(), len(f.String()))
	a, ok := new(big.Int).SetString("123456789012345678901234567890", 10)
	fmt.Println(a, ok)
	_, ok = new(big.Int).SetString("12x", 10)
	fmt.Println(ok)
	q, m := new(big.Int).DivMod(a, big.NewInt(-7), new(big.Int))
	fmt.Println(q, m)
	q2, r2 := new(big.Int).QuoRem(a, big.NewInt(-7), new(big.Int))
	fmt.Println(q2, r2)
	fmt.Println(new(big.Int).Exp(big.NewInt(2), big.NewInt(100), nil), new(big.Int).Exp(big.NewInt(3), big.NewInt(100), big.NewInt(1000)))
	fmt.Println(new(big.Int).GCD(nil, nil, big.NewInt(84), big.NewInt(36)), a.Cmp(f), a.Sign(), new(big.Int).Neg(a).Abs(a))
	fmt.Printf("%x %X %o %b %08d %v %s\n", big.NewInt(255), big.NewInt(255), big.NewInt(8), big.NewInt(5), big.NewInt(42), a, a.Text(36))
	fmt.Println(big.NewInt(97).ProbablyPrime(10), new(big.Int).Sqrt(big.NewInt(1000000)), new(big.Int).Lsh(big.NewInt(1), 70), new(big.Int).Rsh(a, 64))
	r := big.NewRat(3, 4)
	s := big.NewRat(-5, 6)
	fmt.Println(new(big.Rat).Add(r, s), new(big.Rat).Mul(r, s), new(big.Rat).Quo(r, s), r.FloatString(5), s.RatString(), r.Cmp(s))
	x, _ := new(big.Rat).SetString("1.25")
	fmt.Println(x, x.Num(), x.Denom(), x.IsInt())
	fl, exact := x.Float64()
	fmt.Println(fl, exact)
	fmt.Println(a.Int64(), a.IsInt64(), f.Uint64(), big.NewInt(-1).Uint64())
}

// Output:
// 265252859812191058636308480000000 108 33
// 123456789012345678901234567890 true
// false
// -17636684144620811271604938270 0
// -17636684144620811271604938270 0
// 1267650600228229401496703205376 1
// 12 -1 1 123456789012345678901234567890
// ff FF 10 101 00000042 123456789012345678901234567890 byw97um9s91dlz68tsi
// true 1000 1180591620717411303424 6692605942
// -1/12 -5/8 -9/10 0.75000 -5/6 1
// 5/4 5 4 false
// 1.25 true
// -4362896299872285998 false 9682165104862298112 1
