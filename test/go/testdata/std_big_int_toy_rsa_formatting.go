package main

import (
	"crypto/sha256"
	"fmt"
	"math/big"
)

func main() {
	p, _ := new(big.Int).SetString("61", 10)
	q := big.NewInt(53)
	n := new(big.Int).Mul(p, q)
	phi := new(big.Int).Mul(new(big.Int).Sub(p, big.NewInt(1)), new(big.Int).Sub(q, big.NewInt(1)))
	e := big.NewInt(17)
	d := new(big.Int).ModInverse(e, phi)
	fmt.Println("n =", n, "phi =", phi, "d =", d)
	msg := big.NewInt(65)
	c := new(big.Int).Exp(msg, e, n)
	m := new(big.Int).Exp(c, d, n)
	fmt.Printf("cipher=%v plain=%v hex=%x %#X bin=%b oct=%o\n", c, m, c, c, c, c)
	// Larger numbers
	big1, ok := new(big.Int).SetString("0xdeadbeefcafebabe1234567890", 0)
	fmt.Println(big1, ok, big1.BitLen(), big1.Text(36), big1.Sign())
	h := sha256.Sum256([]byte("message"))
	hv := new(big.Int).SetBytes(h[:])
	fmt.Printf("%x\n%064x\n", hv, new(big.Int).Rsh(hv, 200))
	fact := new(big.Int).MulRange(1, 30)
	fmt.Println(fact, len(fact.String()), fact.ProbablyPrime(10), big.NewInt(2147483647).ProbablyPrime(20))
	g := new(big.Int)
	x, y := new(big.Int), new(big.Int)
	g.GCD(x, y, big.NewInt(240), big.NewInt(46))
	fmt.Println(g, x, y)
	quo, rem := new(big.Int).QuoRem(big.NewInt(-7), big.NewInt(2), new(big.Int))
	div, mod := new(big.Int).DivMod(big.NewInt(-7), big.NewInt(2), new(big.Int))
	fmt.Println(quo, rem, div, mod)
	fmt.Printf("%10d|%-10d|%+d|%08d\n", big.NewInt(42), big.NewInt(-42), big.NewInt(7), big.NewInt(-3))
	var z big.Int
	fmt.Println(z.String(), z.Cmp(big.NewInt(0)), new(big.Int).Neg(big.NewInt(5)).Abs(big.NewInt(-9)))
	fmt.Println(new(big.Int).Lsh(big.NewInt(1), 100), new(big.Int).Sqrt(big.NewInt(1000000)), big.NewInt(255).Bit(7), big.NewInt(8).TrailingZeroBits())
	f, acc := new(big.Int).Lsh(big.NewInt(1), 70).Float64()
	fmt.Println(f, acc, big.NewInt(-1).Uint64(), big.NewInt(1).IsInt64())
}

// Output:
// n = 3233 phi = 3120 d = 2753
// cipher=2790 plain=65 hex=ae6 0XAE6 bin=101011100110 oct=5346
// 17642423813161689323150572419216 true 104 1biglrj84lzg26md6lrio 1
// ab530a13e45914982b79f9b7e3fba994cfd1f3fb22f71cea1afbf02b460c6d1d
// 00000000000000000000000000000000000000000000000000ab530a13e45914
// 265252859812191058636308480000000 33 false true
// 2 -9 47
// -3 -1 -4 1
//         42|-42       |+7|-0000003
// 0 0 9
// 1267650600228229401496703205376 1000 1 3
// 1.1805916207174113e+21 Exact 1 true
