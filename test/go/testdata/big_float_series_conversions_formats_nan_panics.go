package main

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
)

func main() {
	// e = sum 1/k! at 200 bits
	const prec = 200
	e := new(big.Float).SetPrec(prec).SetInt64(1)
	term := new(big.Float).SetPrec(prec).SetInt64(1)
	for k := 1; k < 60; k++ {
		term.Quo(term, new(big.Float).SetPrec(prec).SetInt64(int64(k)))
		e.Add(e, term)
	}
	fmt.Println(e.Text('f', 55), e.Acc())
	fmt.Printf("%.40g\n%60.30e\n%G\n", e, e, new(big.Float).SetPrec(64).SetFloat64(1e-300))
	fact := new(big.Int).MulRange(1, 50)
	ff := new(big.Float).SetInt(fact)
	fmt.Println(ff, ff.Prec(), ff.Text('f', 0), ff.Text('e', 3), ff.Text('g', 100))
	r := big.NewRat(1, 7)
	fr := new(big.Float).SetRat(r)
	fmt.Println(fr, fr.Prec(), fr.Acc(), new(big.Float).SetPrec(10).SetRat(big.NewRat(-22, 7)))
	for _, v := range []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 1e100, 5e-324, math.SmallestNonzeroFloat64 * 3, 123456789, 1.0 / 3, math.MaxFloat64, 2.5e-8, 100, 1e21, 1e20, 0.000012345} {
		f := big.NewFloat(v)
		f32, a32 := f.Float32()
		mant := new(big.Float)
		exp := f.MantExp(mant)
		fmt.Printf("%v|%g|%s|%.3f|%e|%x|%b|%p|%v %v|%v %d|%v\n", f, f, f.String(), f, f, f, f, f.Text('p', 0), f32, a32, mant, exp, f.MinPrec())
	}
	x := new(big.Float).SetPrec(8).SetFloat64(255.5)
	fmt.Println(x, x.Acc(), x.Text('b', 0))
	x.SetPrec(4)
	fmt.Println(x, x.Acc())
	x.SetPrec(0)
	fmt.Println(x, x.Acc(), x.Sign(), x.Prec())
	n := big.NewFloat(-3.5)
	fmt.Println(new(big.Float).Neg(n), new(big.Float).Abs(n), new(big.Float).Copy(n).Prec(), n.Signbit(), n.Sign(), new(big.Float).SetMantExp(big.NewFloat(0.75), 10))
	var sc big.Float
	k, err := fmt.Sscan("6.02214076e23", &sc)
	fmt.Println(k, err, &sc, sc.Prec())
	_, err = fmt.Sscan("zz", &sc)
	fmt.Println(err)
	b, _ := json.Marshal(map[string]*big.Float{"a": big.NewFloat(1.25), "b": nil})
	fmt.Println(string(b))
	var t struct{ F *big.Float }
	fmt.Println(json.Unmarshal([]byte(`{"F": "1e-5"}`), &t), t.F)
	fmt.Println(json.Unmarshal([]byte(`{"F": "x"}`), &t))
	fmt.Println(new(big.Float).UnmarshalText([]byte("12.5q")))
	h := new(big.Float).SetPrec(10)
	h.SetString("1234.5678")
	fmt.Println(h, h.Acc(), h.Text('f', 10))
	q := new(big.Float).SetPrec(24).SetMode(big.ToZero)
	q.Quo(big.NewFloat(2), big.NewFloat(3))
	qf, qa := q.Float64()
	fmt.Println(q, q.Acc(), qf, qa)
	fmt.Println(big.NewFloat(1e10).Int64())
	fmt.Println(big.NewFloat(-1e19).Int64())
	fmt.Println(big.NewFloat(-9223372036854775808).Int64())
	fmt.Println(big.NewFloat(1.5).Uint64())
	fmt.Println(big.NewFloat(-1.5).Uint64())
	fmt.Println(new(big.Float).SetInf(false).Int(nil))
	fmt.Println(big.NewFloat(1e-400).Float64())
	z0 := new(big.Float)
	fmt.Println(z0.Add(big.NewFloat(-0.0), big.NewFloat(-0.0)), new(big.Float).Sub(big.NewFloat(1), big.NewFloat(1)), new(big.Float).SetMode(big.ToNegativeInf).Sub(big.NewFloat(1), big.NewFloat(1)))
	fmt.Printf("%s %d %q %08.3f %+.2e % g %-8v|\n", big.NewFloat(1), big.NewFloat(2), big.NewFloat(3), big.NewFloat(-3.14159), big.NewFloat(12345), big.NewFloat(7), big.NewFloat(8))
	fmt.Printf("%10v|%-10v|%010v|% v\n", new(big.Float).SetInf(false), new(big.Float).SetInf(true), new(big.Float).SetInf(false), new(big.Float).SetInf(false))
	for _, f := range []func(){
		func() { big.NewFloat(math.NaN()) },
		func() { new(big.Float).Mul(new(big.Float), new(big.Float).SetInf(false)) },
		func() { new(big.Float).Quo(new(big.Float), new(big.Float)) },
		func() { new(big.Float).Sqrt(big.NewFloat(-1)) },
		func() { new(big.Float).Add(new(big.Float).SetInf(true), new(big.Float).SetInf(false)) },
		func() { new(big.Float).SetFloat64(math.NaN()) },
	} {
		func() {
			defer func() { r := recover(); fmt.Printf("%v %T\n", r, r) }()
			f()
		}()
	}
	fmt.Println(new(big.Float).Quo(big.NewFloat(1), new(big.Float)), new(big.Float).Quo(big.NewFloat(-1), new(big.Float).SetInf(false)))
	sq := new(big.Float).SetPrec(100).Sqrt(big.NewFloat(1e-10))
	fmt.Println(sq, sq.Acc(), new(big.Float).Sqrt(big.NewFloat(16)), new(big.Float).SetPrec(1000).Sqrt(big.NewFloat(3)).Text('g', 200))
}

// Output:
// 2.7182818284590452353602874713526624977572470936999595750 Below
// 2.718281828459045235360287471352662497757
//                         2.718281828459045235360287471353e+00
// 1.00000000000000002506E-300
// 3.0414093201713378043612608166064768844377641568960512e+64 215 30414093201713378043612608166064768844377641568960512000000000000 3.041e+64 30414093201713378043612608166064768844377641568960512000000000000
// 0.14285714285714285714 64 Below -3.145
// 0|0|0|0.000|0.000000e+00|0x0.000000p+00|0|%!p(string=0)|0 Exact|0 0|0
// -0|-0|-0|-0.000|-0.000000e+00|-0x0.000000p+00|-0|%!p(string=-0)|-0 Exact|-0 0|0
// 1|1|1|1.000|1.000000e+00|0x1.000000p+00|4503599627370496p-52|%!p(string=0x.8p+1)|1 Exact|0.5 1|1
// -1|-1|-1|-1.000|-1.000000e+00|-0x1.000000p+00|-4503599627370496p-52|%!p(string=-0x.8p+1)|-1 Exact|-0.5 1|1
// 0.1|0.1|0.1|0.100|1.000000e-01|0x1.99999ap-04|7205759403792794p-56|%!p(string=0x.ccccccccccccdp-3)|0.1 Above|0.8 -3|52
// 1e+100|1e+100|1e+100|10000000000000000159028911097599180468360808563945281389781327557747838772170381060813469985856815104.000|1.000000e+100|0x1.249ad2p+332|5147557589468029p+280|%!p(string=0x.924d692ca61be8p+333)|+Inf Above|0.5714936956411375 333|53
// 4.940656458412465e-324|4.940656458412465e-324|4.940656458e-324|0.000|4.940656e-324|0x1.000000p-1074|4503599627370496p-1126|%!p(string=0x.8p-1073)|0 Below|0.5 -1073|1
// 1.4821969375237396e-323|1.4821969375237396e-323|1.482196938e-323|0.000|1.482197e-323|0x1.800000p-1073|6755399441055744p-1125|%!p(string=0x.cp-1072)|0 Below|0.75 -1072|2
// 1.23456789e+08|1.23456789e+08|123456789|123456789.000|1.234568e+08|0x1.d6f345p+26|8285044862877696p-26|%!p(string=0x.eb79a2ap+27)|1.2345679e+08 Above|0.9198247566819191 27|27
// 0.3333333333333333|0.3333333333333333|0.3333333333|0.333|3.333333e-01|0x1.555555p-02|6004799503160661p-54|%!p(string=0x.aaaaaaaaaaaaa8p-1)|0.33333334 Above|0.6666666666666666 -1|53
// 1.7976931348623157e+308|1.7976931348623157e+308|1.797693135e+308|179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368.000|1.797693e+308|0x1.000000p+1024|9007199254740991p+971|%!p(string=0x.fffffffffffff8p+1024)|+Inf Above|0.9999999999999999 1024|53
// 2.5e-08|2.5e-08|2.5e-08|0.000|2.500000e-08|0x1.ad7f2ap-26|7555786372591432p-78|%!p(string=0x.d6bf94d5e57a4p-25)|2.5e-08 Above|0.8388608 -25|50
// 100|100|100|100.000|1.000000e+02|0x1.900000p+06|7036874417766400p-46|%!p(string=0x.c8p+7)|100 Exact|0.78125 7|5
// 1e+21|1e+21|1e+21|1000000000000000000000.000|1.000000e+21|0x1.b1ae4dp+69|7629394531250000p+17|%!p(string=0x.d8d726b7177a8p+70)|1e+21 Above|0.8470329472543003 70|49
// 1e+20|1e+20|1e+20|100000000000000000000.000|1.000000e+20|0x1.5af1d8p+66|6103515625000000p+14|%!p(string=0x.ad78ebc5ac62p+67)|1e+20 Above|0.6776263578034403 67|47
// 1.2345e-05|1.2345e-05|1.2345e-05|0.000|1.234500e-05|0x1.9e3abep-17|7287201778878221p-69|%!p(string=0x.cf1d5f0b7e3868p-16)|1.2345e-05 Below|0.80904192 -16|53
// 256 Above 128p+1
// 260 Exact
// 0 Below 0 0
// 3.5 3.5 53 true -1 768
// 1 <nil> 6.02214076e+23 64
// number has no digits
// {"a":"1.25","b":null}
// <nil> 1e-05
// math/big: cannot unmarshal "x" into a *big.Float (number has no digits)
// math/big: cannot unmarshal "12.5q" into a *big.Float (expected end of string, found 'q')
// 1234 Below 1234.0000000000
// 0.6666666 Below 0.6666666269302368 Exact
// 10000000000 Exact
// -9223372036854775808 Above
// -9223372036854775808 Exact
// 1 Exact
// 0 Above
// <nil> Below
// 0 Exact
// 0 0 -0
// %!s(*big.Float=1) %!d(*big.Float=2) %!q(*big.Float=3) -003.142 +1.23e+04  7 8       |
//       +Inf|-Inf      |      +Inf| Inf
// NewFloat(NaN) big.ErrNaN
// multiplication of zero with infinity big.ErrNaN
// division of zero by zero or infinity by infinity big.ErrNaN
// square root of negative operand big.ErrNaN
// addition of infinities with opposite signs big.ErrNaN
// Float.SetFloat64(NaN) big.ErrNaN
// +Inf -0
// 1.000000000000000018216098657749e-05 Exact 4 1.732050807568877293527446341505872366942805253810380628055806979451933016908800037081146186757248575675626141415406703029969945094998952478811655512094373648528093231902305582067974820101084674923265
