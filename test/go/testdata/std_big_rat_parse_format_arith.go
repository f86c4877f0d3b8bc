package main

import (
	"fmt"
	"math/big"
)

func main() {
	r := big.NewRat(6, -4)
	fmt.Println(r, r.String(), r.RatString(), r.FloatString(3), r.Num(), r.Denom(), r.IsInt(), r.Sign())
	var z big.Rat
	fmt.Println(z.String(), z.RatString(), z.FloatString(2), z.IsInt(), z.Denom(), z.Sign())
	a := big.NewRat(1, 3)
	b := big.NewRat(1, 6)
	fmt.Println(new(big.Rat).Add(a, b), new(big.Rat).Sub(a, b), new(big.Rat).Mul(a, b), new(big.Rat).Quo(a, b))
	fmt.Println(a.Cmp(b), b.Cmp(a), a.Cmp(big.NewRat(2, 6)))
	for _, s := range []string{"3/4", "-6/8", "1.25", "-0.125", "1e3", "1.5e-3", "0x10", "0x1.8p1", "0b101", "0o17", "017", "1_000.5", "2/0", "1/-2", "abc", "", ".5", "5.", "1/2/3", "+7", "-0", "1e", "0x", "12/08", "3/0x10", "1__0", "3.14159265358979323846264338327950288", "1e400", "-1E-2", "0.1p1", "2/3 "} {
		x, ok := new(big.Rat).SetString(s)
		if !ok {
			fmt.Printf("%q: invalid (x==nil %v)\n", s, x == nil)
			continue
		}
		fmt.Printf("%q: %v %s int=%v\n", s, x, x.RatString(), x.IsInt())
	}
	third := big.NewRat(1, 3)
	for _, p := range []int{0, 1, 2, 5, 10} {
		fmt.Println(p, third.FloatString(p), big.NewRat(-2, 3).FloatString(p), big.NewRat(5, 2).FloatString(p), big.NewRat(-1, 3).FloatString(p))
	}
	fmt.Println(big.NewRat(999, 1000).FloatString(2), big.NewRat(-999, 1000).FloatString(2), big.NewRat(1, 2).FloatString(0), big.NewRat(3, 2).FloatString(0), big.NewRat(-1, 2).FloatString(0))
	f, exact := big.NewRat(1, 3).Float64()
	fmt.Println(f, exact)
	f, exact = big.NewRat(3, 4).Float64()
	fmt.Println(f, exact)
	f32, exact := big.NewRat(1, 10).Float32()
	fmt.Println(f32, exact)
	h, _ := new(big.Rat).SetString("1e-320")
	f, exact = h.Float64()
	fmt.Println(f, exact)
	h, _ = new(big.Rat).SetString("1e400")
	f, exact = h.Float64()
	fmt.Println(f, exact)
	fmt.Println(new(big.Rat).SetFloat64(0.1), new(big.Rat).SetFloat64(-2.5), new(big.Rat).SetFloat64(0), new(big.Rat).SetFloat64(1e20))
	fmt.Println(new(big.Rat).SetFrac(big.NewInt(10), big.NewInt(-4)), new(big.Rat).SetInt(big.NewInt(7)), new(big.Rat).SetInt64(-3), new(big.Rat).SetUint64(1<<63))
	fmt.Println(new(big.Rat).Abs(big.NewRat(-3, 7)), new(big.Rat).Neg(big.NewRat(3, 7)), new(big.Rat).Inv(big.NewRat(-3, 7)))
	for _, q := range []*big.Rat{big.NewRat(1, 8), big.NewRat(1, 3), big.NewRat(7, 40), big.NewRat(5, 1), big.NewRat(1, 6)} {
		n, ex := q.FloatPrec()
		fmt.Println(q, n, ex)
	}
	sum := new(big.Rat)
	for i := int64(1); i <= 10; i++ {
		sum.Add(sum, big.NewRat(1, i))
	}
	fmt.Println("H10 =", sum, sum.FloatString(6))
	fmt.Printf("%v %s %10s|%-8v|\n", third, third, third, third)
	t, _ := third.MarshalText()
	fmt.Println(string(t))
	var u big.Rat
	fmt.Println(u.UnmarshalText([]byte("x/y")), u.UnmarshalText([]byte("22/7")), &u)
	x := big.NewRat(2, 3)
	x.Mul(x, x)
	fmt.Println(x)
	x.Quo(x, x)
	fmt.Println(x)
	defer func() { fmt.Println("recovered:", recover()) }()
	new(big.Rat).Quo(x, new(big.Rat))
}

// Output:
// -3/2 -3/2 -3/2 -1.500 -3 2 false -1
// 0/1 0 0.00 true 1 0
// 1/2 1/6 1/18 2/1
// 1 -1 0
// "3/4": 3/4 3/4 int=false
// "-6/8": -3/4 -3/4 int=false
// "1.25": 5/4 5/4 int=false
// "-0.125": -1/8 -1/8 int=false
// "1e3": 1000/1 1000 int=true
// "1.5e-3": 3/2000 3/2000 int=false
// "0x10": 16/1 16 int=true
// "0x1.8p1": 3/1 3 int=true
// "0b101": 5/1 5 int=true
// "0o17": 15/1 15 int=true
// "017": 17/1 17 int=true
// "1_000.5": 2001/2 2001/2 int=false
// "2/0": invalid (x==nil true)
// "1/-2": invalid (x==nil true)
// "abc": invalid (x==nil true)
// "": invalid (x==nil true)
// ".5": 1/2 1/2 int=false
// "5.": 5/1 5 int=true
// "1/2/3": invalid (x==nil true)
// "+7": 7/1 7 int=true
// "-0": 0/1 0 int=true
// "1e": invalid (x==nil true)
// "0x": invalid (x==nil true)
// "12/08": invalid (x==nil true)
// "3/0x10": 3/16 3/16 int=false
// "1__0": invalid (x==nil true)
// "3.14159265358979323846264338327950288": 19634954084936207740391521145496893/6250000000000000000000000000000000 19634954084936207740391521145496893/6250000000000000000000000000000000 int=false
// "1e400": 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000/1 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 int=true
// "-1E-2": -1/100 -1/100 int=false
// "0.1p1": 1/5 1/5 int=false
// "2/3 ": invalid (x==nil true)
// 0 0 -1 3 -0
// 1 0.3 -0.7 2.5 -0.3
// 2 0.33 -0.67 2.50 -0.33
// 5 0.33333 -0.66667 2.50000 -0.33333
// 10 0.3333333333 -0.6666666667 2.5000000000 -0.3333333333
// 1.00 -1.00 1 2 -1
// 0.3333333333333333 false
// 0.75 true
// 0.1 false
// 1e-320 false
// +Inf false
// 3602879701896397/36028797018963968 -5/2 0/1 100000000000000000000/1
// -5/2 7/1 -3/1 9223372036854775808/1
// 3/7 -3/7 -7/3
// 1/8 3 true
// 1/3 0 false
// 7/40 3 true
// 5/1 0 true
// 1/6 1 false
// H10 = 7381/2520 2.928968
// 1/3 1/3        1/3|1/3     |
// 1/3
// math/big: cannot unmarshal "x/y" into a *big.Rat <nil> 22/7
// 4/9
// 1/1
// recovered: division by zero
