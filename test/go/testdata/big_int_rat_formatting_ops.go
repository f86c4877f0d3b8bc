package main

import (
	"fmt"
	"math/big"
)

func main() {
	a, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	b := big.NewInt(-987654321)
	var z big.Int
	fmt.Println(z.Mul(a, b), new(big.Int).Add(a, b), new(big.Int).Sub(b, a))
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	d, m := new(big.Int).DivMod(a, b, new(big.Int))
	fmt.Println(q, r, d, m)
	fmt.Println(new(big.Int).Exp(big.NewInt(2), big.NewInt(200), nil), new(big.Int).Exp(big.NewInt(3), big.NewInt(100), big.NewInt(1000007)))
	fmt.Printf("%x %X %o %b %#x %+d %10d|%-8d|%08d\n", a, b, big.NewInt(64), big.NewInt(10), a, big.NewInt(5), big.NewInt(42), big.NewInt(-7), big.NewInt(-42))
	fmt.Println(a.Text(36), a.BitLen(), b.Sign(), a.Cmp(b), b.CmpAbs(a), new(big.Int).Abs(b), new(big.Int).Neg(a))
	fmt.Println(new(big.Int).GCD(nil, nil, big.NewInt(84), big.NewInt(36)), new(big.Int).ModInverse(big.NewInt(3), big.NewInt(11)), new(big.Int).Sqrt(a), big.NewInt(97).ProbablyPrime(10))
	fmt.Println(new(big.Int).Lsh(big.NewInt(1), 100), new(big.Int).Rsh(a, 64), new(big.Int).And(a, big.NewInt(0xff)), new(big.Int).Not(big.NewInt(5)), a.Bit(3), a.TrailingZeroBits())
	_, ok := new(big.Int).SetString("12x", 10)
	fmt.Println(ok, a.IsInt64(), b.Int64(), a.Uint64(), new(big.Int).SetBytes([]byte{1, 0}), big.NewInt(258).Bytes(), big.NewInt(-5).String())
	x := big.NewRat(3, -6)
	y, _ := new(big.Rat).SetString("1.25")
	fmt.Println(x, y, new(big.Rat).Add(x, y), new(big.Rat).Mul(x, y), new(big.Rat).Quo(y, x), x.Cmp(y), y.FloatString(3), x.RatString(), y.IsInt())
	fmt.Println(x.Num(), x.Denom(), new(big.Rat).SetFrac64(10, 4), new(big.Rat).SetInt64(7).RatString())
	f, exact := y.Float64()
	fmt.Println(f, exact, new(big.Rat).SetFloat64(0.1).FloatString(20))
	z2, _ := new(big.Rat).SetString("22/7")
	fmt.Printf("%v %s %.5v\n", z2, z2.FloatString(10), z2)
	b2, _ := a.MarshalText()
	j, _ := a.MarshalJSON()
	fmt.Println(string(b2), string(j), fmt.Sprint(new(big.Int)), fmt.Sprintf("%v", (*big.Int)(nil)))
}

// Output:
// -121932631124828532112482853211126352690 123456789012345678900246913569 -123456789012345678902222222211
// -124999998873437499901 574845669 -124999998873437499901 574845669
// 1606938044258990275541962092341162602522202993782792835301376 664323
// 18ee90ff6c373e0ee4e3f0ad2 -3ADE68B1 100 1010 0x18ee90ff6c373e0ee4e3f0ad2 +5         42|-7      |-0000042
// byw97um9s91dlz68tsi 97 -1 1 -1 987654321 -123456789012345678901234567890
// 12 4 351364182882014 true
// 1267650600228229401496703205376 6692605942 210 -6 0 1
// false false -987654321 14083847773837265618 256 [1 2] -5
// -1/2 5/4 3/4 -5/8 -5/2 -1 1.250 -1/2 false
// -1 2 5/2 7
// 1.25 true 0.10000000000000000555
// 22/7 3.1428571429 22/7
// 123456789012345678901234567890 123456789012345678901234567890 0 <nil>
