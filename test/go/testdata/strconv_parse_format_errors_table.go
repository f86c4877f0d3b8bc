package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
)

func main() {
	for _, s := range []string{"42", "-0", "+7", "0x1F", "0b101", "0o17", "017", "1_000", "9223372036854775808", "-9223372036854775809", "", " 1", "1e3", "abc", "٣"} {
		i, err := strconv.ParseInt(s, 0, 64)
		i10, err10 := strconv.Atoi(s)
		fmt.Printf("%-22q base0=%d %v | atoi=%d %v\n", s, i, err, i10, err10)
	}
	for _, tc := range []struct {
		s    string
		base int
		bits int
	}{{"255", 10, 8}, {"256", 10, 8}, {"-1", 10, 8}, {"ff", 16, 64}, {"zz", 36, 64}, {"12", 2, 64}, {"1", 1, 64}, {"1", 37, 64}, {"18446744073709551616", 10, 64}} {
		u, err := strconv.ParseUint(tc.s, tc.base, tc.bits)
		fmt.Println(tc, u, err)
		var ne *strconv.NumError
		if errors.As(err, &ne) {
			fmt.Printf("   Func=%s Num=%q Err=%v range=%t syntax=%t\n", ne.Func, ne.Num, ne.Err, errors.Is(err, strconv.ErrRange), errors.Is(err, strconv.ErrSyntax))
		}
	}
	for _, s := range []string{"3.14", "1e309", "-1e309", "0x1p-2", "inf", "-Infinity", "nan", "1e-400", ".5", "5.", "1_0.5", "0x1.8p1", "1,5"} {
		f, err := strconv.ParseFloat(s, 64)
		f32, err32 := strconv.ParseFloat(s, 32)
		fmt.Printf("%-10q %v %v | %v %v\n", s, f, err, f32, err32)
	}
	for _, f := range []float64{0, 1, -1.5, 1e21, 1e20, 123456789.125, 0.000001234, math.Inf(1), math.NaN(), math.MaxFloat64, math.SmallestNonzeroFloat64, 100} {
		fmt.Println(strconv.FormatFloat(f, 'g', -1, 64), strconv.FormatFloat(f, 'e', 3, 64), strconv.FormatFloat(f, 'f', -1, 32), strconv.FormatFloat(f, 'G', 4, 64), strconv.FormatFloat(f, 'x', -1, 64), strconv.FormatFloat(f, 'b', -1, 64))
	}
	fmt.Println(strconv.FormatInt(-255, 16), strconv.FormatUint(math.MaxUint64, 2), strconv.FormatInt(35, 36), strconv.Itoa(math.MinInt64))
	for _, s := range []string{"true", "T", "1", "FALSE", "f", "yes", "tRuE"} {
		b, err := strconv.ParseBool(s)
		fmt.Println(s, b, err)
	}
	fmt.Println(strconv.Quote("héllo\n\t\x00\u2028☺\xff"), strconv.QuoteToASCII("héllo☺"), strconv.QuoteToGraphic("\u00a0x\t"), strconv.QuoteRune('☺'), strconv.QuoteRuneToASCII('☺'))
	for _, s := range []string{`"a\tb"`, "`raw\\n`", `'x'`, `"unterminated`, `"\q"`, `'ab'`, `"\u00e9"`, `"\xff"`} {
		u, err := strconv.Unquote(s)
		fmt.Printf("%s -> %q %v\n", s, u, err)
	}
	b := strconv.AppendInt([]byte("n="), -42, 10)
	b = strconv.AppendQuote(append(b, ' '), "q")
	b = strconv.AppendBool(append(b, ' '), true)
	b = strconv.AppendFloat(append(b, ' '), 2.5, 'f', 2, 64)
	fmt.Println(string(b), strconv.IsPrint('\u00a0'), strconv.IsGraphic('\u00a0'), strconv.CanBackquote("a`b"))
}

// Output:
// "42"                   base0=42 <nil> | atoi=42 <nil>
// "-0"                   base0=0 <nil> | atoi=0 <nil>
// "+7"                   base0=7 <nil> | atoi=7 <nil>
// "0x1F"                 base0=31 <nil> | atoi=0 strconv.Atoi: parsing "0x1F": invalid syntax
// "0b101"                base0=5 <nil> | atoi=0 strconv.Atoi: parsing "0b101": invalid syntax
// "0o17"                 base0=15 <nil> | atoi=0 strconv.Atoi: parsing "0o17": invalid syntax
// "017"                  base0=15 <nil> | atoi=17 <nil>
// "1_000"                base0=1000 <nil> | atoi=0 strconv.Atoi: parsing "1_000": invalid syntax
// "9223372036854775808"  base0=9223372036854775807 strconv.ParseInt: parsing "9223372036854775808": value out of range | atoi=9223372036854775807 strconv.Atoi: parsing "9223372036854775808": value out of range
// "-9223372036854775809" base0=-9223372036854775808 strconv.ParseInt: parsing "-9223372036854775809": value out of range | atoi=-9223372036854775808 strconv.Atoi: parsing "-9223372036854775809": value out of range
// ""                     base0=0 strconv.ParseInt: parsing "": invalid syntax | atoi=0 strconv.Atoi: parsing "": invalid syntax
// " 1"                   base0=0 strconv.ParseInt: parsing " 1": invalid syntax | atoi=0 strconv.Atoi: parsing " 1": invalid syntax
// "1e3"                  base0=0 strconv.ParseInt: parsing "1e3": invalid syntax | atoi=0 strconv.Atoi: parsing "1e3": invalid syntax
// "abc"                  base0=0 strconv.ParseInt: parsing "abc": invalid syntax | atoi=0 strconv.Atoi: parsing "abc": invalid syntax
// "٣"                    base0=0 strconv.ParseInt: parsing "٣": invalid syntax | atoi=0 strconv.Atoi: parsing "٣": invalid syntax
// {255 10 8} 255 <nil>
// {256 10 8} 255 strconv.ParseUint: parsing "256": value out of range
//    Func=ParseUint Num="256" Err=value out of range range=true syntax=false
// {-1 10 8} 0 strconv.ParseUint: parsing "-1": invalid syntax
//    Func=ParseUint Num="-1" Err=invalid syntax range=false syntax=true
// {ff 16 64} 255 <nil>
// {zz 36 64} 1295 <nil>
// {12 2 64} 0 strconv.ParseUint: parsing "12": invalid syntax
//    Func=ParseUint Num="12" Err=invalid syntax range=false syntax=true
// {1 1 64} 0 strconv.ParseUint: parsing "1": invalid base 1
//    Func=ParseUint Num="1" Err=invalid base 1 range=false syntax=false
// {1 37 64} 0 strconv.ParseUint: parsing "1": invalid base 37
//    Func=ParseUint Num="1" Err=invalid base 37 range=false syntax=false
// {18446744073709551616 10 64} 18446744073709551615 strconv.ParseUint: parsing "18446744073709551616": value out of range
//    Func=ParseUint Num="18446744073709551616" Err=value out of range range=true syntax=false
// "3.14"     3.14 <nil> | 3.140000104904175 <nil>
// "1e309"    +Inf strconv.ParseFloat: parsing "1e309": value out of range | +Inf strconv.ParseFloat: parsing "1e309": value out of range
// "-1e309"   -Inf strconv.ParseFloat: parsing "-1e309": value out of range | -Inf strconv.ParseFloat: parsing "-1e309": value out of range
// "0x1p-2"   0.25 <nil> | 0.25 <nil>
// "inf"      +Inf <nil> | +Inf <nil>
// "-Infinity" -Inf <nil> | -Inf <nil>
// "nan"      NaN <nil> | NaN <nil>
// "1e-400"   0 <nil> | 0 <nil>
// ".5"       0.5 <nil> | 0.5 <nil>
// "5."       5 <nil> | 5 <nil>
// "1_0.5"    10.5 <nil> | 10.5 <nil>
// "0x1.8p1"  3 <nil> | 3 <nil>
// "1,5"      0 strconv.ParseFloat: parsing "1,5": invalid syntax | 0 strconv.ParseFloat: parsing "1,5": invalid syntax
// 0 0.000e+00 0 0 0x0p+00 0p-1074
// 1 1.000e+00 1 1 0x1p+00 4503599627370496p-52
// -1.5 -1.500e+00 -1.5 -1.5 -0x1.8p+00 -6755399441055744p-52
// 1e+21 1.000e+21 1000000000000000000000 1E+21 0x1.b1ae4d6e2ef5p+69 7629394531250000p+17
// 1e+20 1.000e+20 100000000000000000000 1E+20 0x1.5af1d78b58c4p+66 6103515625000000p+14
// 1.23456789125e+08 1.235e+08 123456790 1.235E+08 0x1.d6f34548p+26 8285044871266304p-26
// 1.234e-06 1.234e-06 0.000001234 1.234E-06 0x1.4b3fd5942cd96p-20 5827400239861142p-72
// +Inf +Inf +Inf +Inf +Inf +Inf
// NaN NaN NaN NaN NaN NaN
// 1.7976931348623157e+308 1.798e+308 +Inf 1.798E+308 0x1.fffffffffffffp+1023 9007199254740991p+971
// 5e-324 4.941e-324 0 4.941E-324 0x1p-1074 1p-1074
// 100 1.000e+02 100 100 0x1.9p+06 7036874417766400p-46
// -ff 1111111111111111111111111111111111111111111111111111111111111111 z -9223372036854775808
// true true <nil>
// T true <nil>
// 1 true <nil>
// FALSE false <nil>
// f false <nil>
// yes false strconv.ParseBool: parsing "yes": invalid syntax
// tRuE false strconv.ParseBool: parsing "tRuE": invalid syntax
// "héllo\n\t\x00\u2028☺\xff" "h\u00e9llo\u263a" " x\t" '☺' '\u263a'
// "a\tb" -> "a\tb" <nil>
// `raw\n` -> "raw\\n" <nil>
// 'x' -> "x" <nil>
// "unterminated -> "" invalid syntax
// "\q" -> "" invalid syntax
// 'ab' -> "" invalid syntax
// "\u00e9" -> "é" <nil>
// "\xff" -> "\xff" <nil>
// n=-42 "q" true 2.50 false true false
