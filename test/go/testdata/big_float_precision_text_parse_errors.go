package main

import (
	"fmt"
	"math"
	"math/big"
)

func main() {
	x := big.NewFloat(1.5)
	y := new(big.Float).SetPrec(200).SetFloat64(2)
	fmt.Println(x, y, x.Prec(), y.Prec(), x.Acc(), x.Mode())
	z := new(big.Float).Quo(big.NewFloat(1), big.NewFloat(3))
	fmt.Println(z, z.Text('g', 20), z.Text('f', 30), z.Text('e', 5), z.Acc(), z.Prec())
	fmt.Printf("%v %.10f %g %e %.3g %10.4f|%-12.2e|%+v %b %x %.3x\n", z, z, z, z, z, z, z, z, z, z, z)
	p := new(big.Float).SetPrec(100)
	p.Quo(big.NewFloat(1), big.NewFloat(3))
	fmt.Println(p, p.Text('g', -1), p.Acc())
	s := new(big.Float).SetPrec(300)
	s.Sqrt(big.NewFloat(2))
	fmt.Println(s.Text('f', 80), s.MinPrec())
	f, ok := new(big.Float).SetString("3.14159265358979323846264338327950288419716939937510582097494459")
	fmt.Println(f, ok, f.Prec(), f.Text('f', 40))
	g, _, err := big.ParseFloat("1e1000", 10, 256, big.ToNearestEven)
	fmt.Println(g, err, g.Text('e', 10))
	for _, in := range []string{"", "abc", "1.5x", "0x1p-2", "1_000.5", "0b101.1", "-Inf", "inf", "1e", "1__0", ".5", "5.", "0o17", "-0", "+12e-3"} {
		v, b, err := big.ParseFloat(in, 0, 64, big.ToNearestEven)
		fmt.Println(in, "->", v, b, err)
	}
	a := big.NewFloat(math.MaxFloat64)
	a.Mul(a, a)
	fv, acc := a.Float64()
	fmt.Println(a, fv, acc)
	i, acc := big.NewFloat(-2.75).Int(nil)
	i64, acc2 := big.NewFloat(-2.75).Int64()
	u64, acc3 := big.NewFloat(1e30).Uint64()
	fmt.Println(i, acc, i64, acc2, u64, acc3)
	r, _ := big.NewFloat(0.375).Rat(nil)
	fmt.Println(r, big.NewFloat(0.1).Cmp(big.NewFloat(0.2)), new(big.Float).SetInf(true), new(big.Float))
	var sum big.Float
	for k := 1; k <= 10; k++ {
		sum.Add(&sum, new(big.Float).SetInt64(int64(k)))
	}
	fmt.Println(&sum, sum.Prec(), sum.IsInt(), big.NewFloat(2.5).IsInt())
	for _, m := range []big.RoundingMode{big.ToNearestEven, big.ToNearestAway, big.ToZero, big.AwayFromZero, big.ToNegativeInf, big.ToPositiveInf} {
		v := new(big.Float).SetPrec(3).SetMode(m)
		v.SetFloat64(2.75)
		w := new(big.Float).SetPrec(3).SetMode(m)
		w.SetFloat64(-2.625)
		fmt.Println(m, v, v.Acc(), w, w.Acc())
	}
	fmt.Println(big.RoundingMode(9), big.Accuracy(0))
	defer func() { fmt.Println("recovered:", recover()) }()
	inf := new(big.Float).SetInf(false)
	new(big.Float).Sub(inf, inf)
}

// Output:
// 1.5 2 53 200 Exact ToNearestEven
// 0.3333333333333333 0.33333333333333331483 0.333333333333333314829616256247 3.33333e-01 Below 53
// 0.3333333333333333 0.3333333333 0.3333333333333333 3.333333e-01 0.333     0.3333|3.33e-01    |+0.3333333333333333 6004799503160661p-54 0x1.555555p-02 0x1.555p-02
// 0.3333333333333333333333333333335 0.3333333333333333333333333333335 Above
// 1.41421356237309504880168872420969807856967187537694807317667973799073247846210704 298
// 3.1415926535897932385 true 64 3.1415926535897932385128089594061862044327
// 1e+1000 <nil> 1.0000000000e+1000
//  -> <nil> 0 EOF
// abc -> <nil> 10 number has no digits
// 1.5x -> 1.5 10 expected end of string, found 'x'
// 0x1p-2 -> 0.25 16 <nil>
// 1_000.5 -> 1000.5 10 <nil>
// 0b101.1 -> 5.5 2 <nil>
// -Inf -> -Inf 0 <nil>
// inf -> +Inf 0 <nil>
// 1e -> <nil> 10 number has no digits
// 1__0 -> <nil> 10 '_' must separate successive digits
// .5 -> 0.5 10 <nil>
// 5. -> 5 10 <nil>
// 0o17 -> 15 8 <nil>
// -0 -> -0 10 <nil>
// +12e-3 -> 0.012 10 <nil>
// 3.2317006071311e+616 +Inf Above
// -2 Above -2 Above 18446744073709551615 Below
// 3/8 -1 -Inf 0
// 55 64 true false
// ToNearestEven 3 Above -2.5 Above
// ToNearestAway 3 Above -2.5 Above
// ToZero 2.5 Below -2.5 Above
// AwayFromZero 3 Above -3 Below
// ToNegativeInf 2.5 Below -3 Below
// ToPositiveInf 3 Above -2.5 Above
// RoundingMode(9) Exact
// recovered: subtraction of infinities with equal signs
