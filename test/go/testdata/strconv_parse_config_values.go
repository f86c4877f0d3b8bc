package main

import (
	"fmt"
	"strconv"
)

func main() {
	for _, s := range []string{"42", "-0", "+7", "0x1f", "0b101", "0o17", "017", "1_000", "99999999999999999999", "", " 1", "1.0", "-9223372036854775808"} {
		a, errA := strconv.Atoi(s)
		p, errP := strconv.ParseInt(s, 0, 64)
		fmt.Printf("%-24q Atoi=%d,%v  ParseInt0=%d,%v\n", s, a, errA, p, errP)
	}
	for _, s := range []string{"3.14", "1e400", "-1e400", "1e-400", "inf", "-Infinity", "NaN", "0x1p-2", "1_0.5", ".", "5.", "+.5e+2", "1e"} {
		f, err := strconv.ParseFloat(s, 64)
		f32, err32 := strconv.ParseFloat(s, 32)
		fmt.Printf("%-10q %v %v | %v %v\n", s, f, err, f32, err32)
	}
	for _, s := range []string{"true", "T", "1", "FALSE", "f", "yes", "True", "tRUE"} {
		b, err := strconv.ParseBool(s)
		fmt.Println(s, b, err)
	}
	_, err := strconv.ParseInt("12", 1, 64)
	fmt.Println(err)
	_, err = strconv.ParseInt("12", 10, 65)
	fmt.Println(err)
	_, err = strconv.ParseUint("ff", 16, 4)
	fmt.Println(err)
	v, err := strconv.ParseInt("-129", 10, 8)
	fmt.Println(v, err)
	u, err := strconv.ParseUint("256", 10, 8)
	fmt.Println(u, err)
	for _, f := range []float64{0, 1, -0.5, 1e21, 1e20, 123456789.125, 1.0 / 3, 5e-324, 1e-7, 100} {
		fmt.Println(strconv.FormatFloat(f, 'f', -1, 64), strconv.FormatFloat(f, 'e', 3, 64), strconv.FormatFloat(f, 'g', -1, 64), strconv.FormatFloat(f, 'G', 4, 32), strconv.FormatFloat(f, 'b', -1, 64), strconv.FormatFloat(f, 'x', -1, 64))
	}
	fmt.Println(strconv.FormatInt(-255, 16), strconv.FormatUint(1<<64-1, 36), strconv.FormatInt(5, 2), strconv.Itoa(-0))
	fmt.Println(strconv.Quote("tab\there \"q\" \x00 é \u2028 \U0001F600"), strconv.QuoteToASCII("é😀\n"), strconv.QuoteToGraphic("\u00a0x\t"))
	fmt.Println(strconv.QuoteRune('☺'), strconv.QuoteRuneToASCII('☺'), strconv.QuoteRune('\''), strconv.QuoteRune(0x110000))
	for _, s := range []string{`"a\tb"`, "`raw\\n`", `'x'`, `"bad`, `"\q"`, `'ab'`, `"\u00e9\x41"`, `abc`} {
		u, err := strconv.Unquote(s)
		fmt.Printf("%s => %q %v\n", s, u, err)
	}
	b := []byte("n=")
	b = strconv.AppendInt(b, -12, 10)
	b = append(b, ' ')
	b = strconv.AppendQuote(b, "x")
	b = strconv.AppendBool(b, true)
	b = strconv.AppendFloat(b, 2.5, 'f', 2, 64)
	fmt.Println(string(b), strconv.IsPrint('\u00ad'), strconv.CanBackquote("a`b"), strconv.IntSize)
	c, err := strconv.ParseComplex("1+2i", 128)
	fmt.Println(c, err, strconv.FormatComplex(complex(1.5, -2), 'f', 1, 128))
	ne := &strconv.NumError{Func: "ParseThing", Num: "zz", Err: strconv.ErrSyntax}
	fmt.Println(ne, ne.Unwrap() == strconv.ErrSyntax)
}

// Output:
// "42"                     Atoi=42,<nil>  ParseInt0=42,<nil>
// "-0"                     Atoi=0,<nil>  ParseInt0=0,<nil>
// "+7"                     Atoi=7,<nil>  ParseInt0=7,<nil>
// "0x1f"                   Atoi=0,strconv.Atoi: parsing "0x1f": invalid syntax  ParseInt0=31,<nil>
// "0b101"                  Atoi=0,strconv.Atoi: parsing "0b101": invalid syntax  ParseInt0=5,<nil>
// "0o17"                   Atoi=0,strconv.Atoi: parsing "0o17": invalid syntax  ParseInt0=15,<nil>
// "017"                    Atoi=17,<nil>  ParseInt0=15,<nil>
// "1_000"                  Atoi=0,strconv.Atoi: parsing "1_000": invalid syntax  ParseInt0=1000,<nil>
// "99999999999999999999"   Atoi=9223372036854775807,strconv.Atoi: parsing "99999999999999999999": value out of range  ParseInt0=9223372036854775807,strconv.ParseInt: parsing "99999999999999999999": value out of range
// ""                       Atoi=0,strconv.Atoi: parsing "": invalid syntax  ParseInt0=0,strconv.ParseInt: parsing "": invalid syntax
// " 1"                     Atoi=0,strconv.Atoi: parsing " 1": invalid syntax  ParseInt0=0,strconv.ParseInt: parsing " 1": invalid syntax
// "1.0"                    Atoi=0,strconv.Atoi: parsing "1.0": invalid syntax  ParseInt0=0,strconv.ParseInt: parsing "1.0": invalid syntax
// "-9223372036854775808"   Atoi=-9223372036854775808,<nil>  ParseInt0=-9223372036854775808,<nil>
// "3.14"     3.14 <nil> | 3.140000104904175 <nil>
// "1e400"    +Inf strconv.ParseFloat: parsing "1e400": value out of range | +Inf strconv.ParseFloat: parsing "1e400": value out of range
// "-1e400"   -Inf strconv.ParseFloat: parsing "-1e400": value out of range | -Inf strconv.ParseFloat: parsing "-1e400": value out of range
// "1e-400"   0 <nil> | 0 <nil>
// "inf"      +Inf <nil> | +Inf <nil>
// "-Infinity" -Inf <nil> | -Inf <nil>
// "NaN"      NaN <nil> | NaN <nil>
// "0x1p-2"   0.25 <nil> | 0.25 <nil>
// "1_0.5"    10.5 <nil> | 10.5 <nil>
// "."        0 strconv.ParseFloat: parsing ".": invalid syntax | 0 strconv.ParseFloat: parsing ".": invalid syntax
// "5."       5 <nil> | 5 <nil>
// "+.5e+2"   50 <nil> | 50 <nil>
// "1e"       0 strconv.ParseFloat: parsing "1e": invalid syntax | 0 strconv.ParseFloat: parsing "1e": invalid syntax
// true true <nil>
// T true <nil>
// 1 true <nil>
// FALSE false <nil>
// f false <nil>
// yes false strconv.ParseBool: parsing "yes": invalid syntax
// True true <nil>
// tRUE false strconv.ParseBool: parsing "tRUE": invalid syntax
// strconv.ParseInt: parsing "12": invalid base 1
// strconv.ParseInt: parsing "12": invalid bit size 65
// strconv.ParseUint: parsing "ff": value out of range
// -128 strconv.ParseInt: parsing "-129": value out of range
// 255 strconv.ParseUint: parsing "256": value out of range
// 0 0.000e+00 0 0 0p-1074 0x0p+00
// 1 1.000e+00 1 1 4503599627370496p-52 0x1p+00
// -0.5 -5.000e-01 -0.5 -0.5 -4503599627370496p-53 -0x1p-01
// 1000000000000000000000 1.000e+21 1e+21 1E+21 7629394531250000p+17 0x1.b1ae4d6e2ef5p+69
// 100000000000000000000 1.000e+20 1e+20 1E+20 6103515625000000p+14 0x1.5af1d78b58c4p+66
// 123456789.125 1.235e+08 1.23456789125e+08 1.235E+08 8285044871266304p-26 0x1.d6f34548p+26
// 0.3333333333333333 3.333e-01 0.3333333333333333 0.3333 6004799503160661p-54 0x1.5555555555555p-02
// 0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000005 4.941e-324 5e-324 0 1p-1074 0x1p-1074
// 0.0000001 1.000e-07 1e-07 1E-07 7555786372591432p-76 0x1.ad7f29abcaf48p-24
// 100 1.000e+02 100 100 7036874417766400p-46 0x1.9p+06
// -ff 3w5e11264sgsf 101 0
// "tab\there \"q\" \x00 é \u2028 😀" "\u00e9\U0001f600\n" " x\t"
// '☺' '\u263a' '\'' '�'
// "a\tb" => "a\tb" <nil>
// `raw\n` => "raw\\n" <nil>
// 'x' => "x" <nil>
// "bad => "" invalid syntax
// "\q" => "" invalid syntax
// 'ab' => "" invalid syntax
// "\u00e9\x41" => "éA" <nil>
// abc => "" invalid syntax
// n=-12 "x"true2.50 false false 64
// (1+2i) <nil> (1.5-2.0i)
// strconv.ParseThing: parsing "zz": invalid syntax true
