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

func fib(n int) *big.Int {
	a, b := big.NewInt(0), big.NewInt(1)
	for i := 0; i < n; i++ {
		a.Add(a, b)
		a, b = b, a
	}
	return a
}

func main() {
	fmt.Println(factorial(30))
	fmt.Println(fib(100).String(), len(factorial(100).String()))
	x, ok := new(big.Int).SetString("123456789012345678901234567890", 10)
	fmt.Println(x, ok)
	_, ok = new(big.Int).SetString("12x", 10)
	fmt.Println(ok)
	y := big.NewInt(-17)
	m := big.NewInt(5)
	fmt.Println(new(big.Int).Quo(y, m), new(big.Int).Rem(y, m), new(big.Int).Div(y, m), new(big.Int).Mod(y, m))
	fmt.Println(new(big.Int).Exp(big.NewInt(2), big.NewInt(100), nil), new(big.Int).Exp(big.NewInt(3), big.NewInt(200), big.NewInt(1000007)))
	fmt.Println(x.Cmp(y), y.Sign(), y.Abs(y), x.BitLen(), big.NewInt(255).Text(16), big.NewInt(97).ProbablyPrime(20))
	fmt.Printf("%d %s %v %x\n", x, x, big.NewInt(42), big.NewInt(255))
	var z big.Int
	fmt.Println(z.String(), z.Sign(), new(big.Int).Sqrt(big.NewInt(1000000)), new(big.Int).MulRange(1, 10))
	h, _ := new(big.Int).SetString("0xff", 0)
	fmt.Println(h, h.Int64(), h.IsInt64(), new(big.Int).Lsh(h, 70))
	fmt.Println(new(big.Int).GCD(nil, nil, big.NewInt(48), big.NewInt(18)), new(big.Int).Binomial(10, 3))
}

// Output:
// 265252859812191058636308480000000
// 354224848179261915075 158
// 123456789012345678901234567890 true
// false
// -3 -2 -4 3
// 1267650600228229401496703205376 959082
// 1 -1 17 97 ff true
// 123456789012345678901234567890 123456789012345678901234567890 42 ff
// 0 0 1000 3628800
// 255 255 true 301050863282939882373120
// 6 120
