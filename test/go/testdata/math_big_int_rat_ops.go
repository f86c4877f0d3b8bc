package main

import (
	"fmt"
	"math/big"
)

func main() {
	f := new(big.Int).MulRange(1, 30)
	fmt.Println(f, f.BitLen(), len(f.String()))
	a, ok := new(big.Int).SetString("123456789012345678901234567890", 10)
	fmt.Println(a, ok)
	_, ok = new(big.Int).SetString("12x", 10)
	fmt.Println(ok)
	b := big.NewInt(-987654321)
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	d, m := new(big.Int).DivMod(a, b, new(big.Int))
	fmt.Println(q, r, d, m)
	fmt.Println(new(big.Int).Exp(big.NewInt(2), big.NewInt(100), nil), new(big.Int).Exp(big.NewInt(3), big.NewInt(100), big.NewInt(1000007)))
	fmt.Println(new(big.Int).GCD(nil, nil, big.NewInt(84), big.NewInt(36)), a.Cmp(b), b.Sign(), new(big.Int).Abs(b), new(big.Int).Neg(a))
	fmt.Printf("%x %X %o %b %08d %+d\n", big.NewInt(255), big.NewInt(255), big.NewInt(8), big.NewInt(5), big.NewInt(42), big.NewInt(7))
	fmt.Println(big.NewInt(97).ProbablyPrime(10), new(big.Int).Sqrt(big.NewInt(1000000)), new(big.Int).Lsh(big.NewInt(1), 70), new(big.Int).Rsh(a, 64))
	x := big.NewRat(3, 4)
	y := big.NewRat(-5, 6)
	fmt.Println(new(big.Rat).Add(x, y), new(big.Rat).Mul(x, y), new(big.Rat).Quo(x, y), x.Cmp(y), y.FloatString(5), x.RatString(), big.NewRat(4, 2).RatString())
	z, ok := new(big.Rat).SetString("1.25")
	fmt.Println(z, ok, z.Num(), z.Denom(), z.IsInt())
	fl, exact := z.Float64()
	fmt.Println(fl, exact)
	fib := [2]*big.Int{big.NewInt(0), big.NewInt(1)}
	for i := 0; i < 150; i++ {
		fib[0].Add(fib[0], fib[1])
		fib[0], fib[1] = fib[1], fib[0]
	}
	fmt.Println(fib[0])
	fmt.Println(a.Text(36), a.Int64(), a.IsInt64(), big.NewInt(-1).Uint64(), new(big.Int).SetBytes([]byte{1, 0}).Bytes())
	defer func() { fmt.Println("recovered:", recover()) }()
	new(big.Int).Quo(a, big.NewInt(0))
}

// Output:
// 265252859812191058636308480000000 108 33
// 123456789012345678901234567890 true
// false
// -124999998873437499901 574845669 -124999998873437499901 574845669
// 1267650600228229401496703205376 664323
// 12 1 -1 987654321 -123456789012345678901234567890
// ff FF 10 101 00000042 +7
// true 1000 1180591620717411303424 6692605942
// -1/12 -5/8 -9/10 1 -0.83333 3/4 2
// 5/4 true 5 4 false
// 1.25 true
// 9969216677189303386214405760200
// byw97um9s91dlz68tsi -4362896299872285998 false 1 [1 0]
// recovered: division by zero
