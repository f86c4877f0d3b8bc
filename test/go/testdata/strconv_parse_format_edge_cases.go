package main

import (
	"fmt"
	"math"
	"strconv"
)

func main() {
	for _, s := range []string{"42", "-0", "0x1F", "1_000", "9223372036854775808", "-9223372036854775809", " 1", "", "+5", "0b101", "077", "1e3"} {
		a, err1 := strconv.Atoi(s)
		b, err2 := strconv.ParseInt(s, 0, 64)
		c, err3 := strconv.ParseUint(s, 10, 8)
		fmt.Printf("%q: %d %v | %d %v | %d %v\n", s, a, err1, b, err2, c, err3)
	}
	for _, s := range []string{"3.14", "1e308", "1e309", "-1e-400", "inf", "-Infinity", "nan", "0x1p-2", "1_0.5", ".", "1e", "+.5"} {
		f, err := strconv.ParseFloat(s, 64)
		g, err2 := strconv.ParseFloat(s, 32)
		fmt.Printf("%q: %v %v | %v %v\n", s, f, err, g, err2)
	}
	for _, f := range []float64{0, -0.0, 1, 0.1, 1.0 / 3, 1e21, 1e20, 123456789, 1e-7, math.MaxFloat64, math.SmallestNonzeroFloat64, math.Inf(-1), math.NaN(), 2.5, 100} {
		fmt.Println(strconv.FormatFloat(f, 'g', -1, 64), strconv.FormatFloat(f, 'f', 2, 64), strconv.FormatFloat(f, 'e', 3, 64), strconv.FormatFloat(f, 'G', 4, 32), strconv.FormatFloat(f, 'b', -1, 64), strconv.FormatFloat(f, 'x', -1, 64))
	}
	for _, s := range []string{"true", "T", "FALSE", "yes", "1", "0", "f"} {
		b, err := strconv.ParseBool(s)
		fmt.Println(s, b, err)
	}
	fmt.Println(strconv.Quote("héllo\n\x00\u2028"), strconv.QuoteToASCII("héllo🚀"), strconv.QuoteRune('☺'), strconv.QuoteRuneToASCII('☺'))
	for _, s := range []string{`"a\tb"`, "`raw\\n`", `'x'`, `"bad`, `"\q"`, `"\u00e9"`, `'ab'`} {
		u, err := strconv.Unquote(s)
		fmt.Printf("%s -> %q %v\n", s, u, err)
	}
	fmt.Println(strconv.FormatInt(-255, 16), strconv.FormatInt(255, 36), strconv.FormatUint(math.MaxUint64, 2), strconv.Itoa(math.MinInt64))
	fmt.Println(strconv.AppendInt([]byte("n="), 42, 10), string(strconv.AppendQuote(nil, "q")))
	_, err := strconv.ParseInt("12", 1, 64)
	fmt.Println(err)
	_, err = strconv.ParseInt("99999", 10, 8)
	ne := err.(*strconv.NumError)
	fmt.Println(ne.Func, ne.Num, ne.Err == strconv.ErrRange)
}

// Output:
// "42": 42 <nil> | 42 <nil> | 42 <nil>
// "-0": 0 <nil> | 0 <nil> | 0 strconv.ParseUint: parsing "-0": invalid syntax
// "0x1F": 0 strconv.Atoi: parsing "0x1F": invalid syntax | 31 <nil> | 0 strconv.ParseUint: parsing "0x1F": invalid syntax
// "1_000": 0 strconv.Atoi: parsing "1_000": invalid syntax | 1000 <nil> | 0 strconv.ParseUint: parsing "1_000": invalid syntax
// "9223372036854775808": 9223372036854775807 strconv.Atoi: parsing "9223372036854775808": value out of range | 9223372036854775807 strconv.ParseInt: parsing "9223372036854775808": value out of range | 255 strconv.ParseUint: parsing "9223372036854775808": value out of range
// "-9223372036854775809": -9223372036854775808 strconv.Atoi: parsing "-9223372036854775809": value out of range | -9223372036854775808 strconv.ParseInt: parsing "-9223372036854775809": value out of range | 0 strconv.ParseUint: parsing "-9223372036854775809": invalid syntax
// " 1": 0 strconv.Atoi: parsing " 1": invalid syntax | 0 strconv.ParseInt: parsing " 1": invalid syntax | 0 strconv.ParseUint: parsing " 1": invalid syntax
// "": 0 strconv.Atoi: parsing "": invalid syntax | 0 strconv.ParseInt: parsing "": invalid syntax | 0 strconv.ParseUint: parsing "": invalid syntax
// "+5": 5 <nil> | 5 <nil> | 0 strconv.ParseUint: parsing "+5": invalid syntax
// "0b101": 0 strconv.Atoi: parsing "0b101": invalid syntax | 5 <nil> | 0 strconv.ParseUint: parsing "0b101": invalid syntax
// "077": 77 <nil> | 63 <nil> | 77 <nil>
// "1e3": 0 strconv.Atoi: parsing "1e3": invalid syntax | 0 strconv.ParseInt: parsing "1e3": invalid syntax | 0 strconv.ParseUint: parsing "1e3": invalid syntax
// "3.14": 3.14 <nil> | 3.140000104904175 <nil>
// "1e308": 1e+308 <nil> | +Inf strconv.ParseFloat: parsing "1e308": value out of range
// "1e309": +Inf strconv.ParseFloat: parsing "1e309": value out of range | +Inf strconv.ParseFloat: parsing "1e309": value out of range
// "-1e-400": -0 <nil> | -0 <nil>
// "inf": +Inf <nil> | +Inf <nil>
// "-Infinity": -Inf <nil> | -Inf <nil>
// "nan": NaN <nil> | NaN <nil>
// "0x1p-2": 0.25 <nil> | 0.25 <nil>
// "1_0.5": 10.5 <nil> | 10.5 <nil>
// ".": 0 strconv.ParseFloat: parsing ".": invalid syntax | 0 strconv.ParseFloat: parsing ".": invalid syntax
// "1e": 0 strconv.ParseFloat: parsing "1e": invalid syntax | 0 strconv.ParseFloat: parsing "1e": invalid syntax
// "+.5": 0.5 <nil> | 0.5 <nil>
// 0 0.00 0.000e+00 0 0p-1074 0x0p+00
// 0 0.00 0.000e+00 0 0p-1074 0x0p+00
// 1 1.00 1.000e+00 1 4503599627370496p-52 0x1p+00
// 0.1 0.10 1.000e-01 0.1 7205759403792794p-56 0x1.999999999999ap-04
// 0.3333333333333333 0.33 3.333e-01 0.3333 6004799503160661p-54 0x1.5555555555555p-02
// 1e+21 1000000000000000000000.00 1.000e+21 1E+21 7629394531250000p+17 0x1.b1ae4d6e2ef5p+69
// 1e+20 100000000000000000000.00 1.000e+20 1E+20 6103515625000000p+14 0x1.5af1d78b58c4p+66
// 1.23456789e+08 123456789.00 1.235e+08 1.235E+08 8285044862877696p-26 0x1.d6f3454p+26
// 1e-07 0.00 1.000e-07 1E-07 7555786372591432p-76 0x1.ad7f29abcaf48p-24
// 1.7976931348623157e+308 179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368.00 1.798e+308 +Inf 9007199254740991p+971 0x1.fffffffffffffp+1023
// 5e-324 0.00 4.941e-324 0 1p-1074 0x1p-1074
// -Inf -Inf -Inf -Inf -Inf -Inf
// NaN NaN NaN NaN NaN NaN
// 2.5 2.50 2.500e+00 2.5 5629499534213120p-51 0x1.4p+01
// 100 100.00 1.000e+02 100 7036874417766400p-46 0x1.9p+06
// true true <nil>
// T true <nil>
// FALSE false <nil>
// yes false strconv.ParseBool: parsing "yes": invalid syntax
// 1 true <nil>
// 0 false <nil>
// f false <nil>
// "héllo\n\x00\u2028" "h\u00e9llo\U0001f680" '☺' '\u263a'
// "a\tb" -> "a\tb" <nil>
// `raw\n` -> "raw\\n" <nil>
// 'x' -> "x" <nil>
// "bad -> "" invalid syntax
// "\q" -> "" invalid syntax
// "\u00e9" -> "é" <nil>
// 'ab' -> "" invalid syntax
// -ff 73 1111111111111111111111111111111111111111111111111111111111111111 -9223372036854775808
// [110 61 52 50] "q"
// strconv.ParseInt: parsing "12": invalid base 1
// ParseInt 99999 true
