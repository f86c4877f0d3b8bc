package main

import (
	"fmt"
	"math"
	"strconv"
)

func main() {
	for _, s := range []string{"42", "-0", "0x1F", "1_000", "9223372036854775808", "3.0", " 7", "+8", ""} {
		i, err := strconv.Atoi(s)
		j, err2 := strconv.ParseInt(s, 0, 64)
		fmt.Printf("%-22q Atoi=%d (%v) ParseInt0=%d (%v)\n", s, i, err, j, err2)
	}
	for _, c := range []struct {
		s    string
		base int
		bits int
	}{{"ff", 16, 8}, {"7f", 16, 8}, {"-129", 10, 8}, {"777", 8, 16}, {"1010", 2, 4}, {"z", 36, 64}, {"12", 1, 64}} {
		v, err := strconv.ParseInt(c.s, c.base, c.bits)
		u, uerr := strconv.ParseUint(c.s, c.base, c.bits)
		fmt.Println(c.s, v, err, u, uerr)
	}
	for _, s := range []string{"3.14", "1e400", "-1e-400", "inf", "-Infinity", "NaN", "0x1p-2", ".5", "1.7976931348623157e308", "abc"} {
		f, err := strconv.ParseFloat(s, 64)
		g, err32 := strconv.ParseFloat(s, 32)
		fmt.Println(s, f, err, g, err32)
	}
	for _, s := range []string{"true", "T", "0", "yes", "FALSE"} {
		b, err := strconv.ParseBool(s)
		fmt.Println(s, b, err)
	}
	x := 1234.5678
	for _, f := range []byte{'f', 'e', 'E', 'g', 'G', 'b', 'x'} {
		fmt.Println(string(f), strconv.FormatFloat(x, f, -1, 64), strconv.FormatFloat(x, f, 2, 32))
	}
	fmt.Println(strconv.FormatFloat(math.Inf(-1), 'f', 2, 64), strconv.FormatFloat(0.000001234, 'g', 3, 64))
	fmt.Println(strconv.FormatInt(-255, 16), strconv.FormatUint(math.MaxUint64, 2), strconv.Itoa(math.MinInt64))
	fmt.Println(strconv.Quote("tab\there \"q\" é \x00"), strconv.QuoteToASCII("é☺"), strconv.QuoteRune('☺'))
	u, err := strconv.Unquote(`"a\tb"`)
	fmt.Printf("%q %v\n", u, err)
	_, err = strconv.Unquote(`'ab'`)
	fmt.Println(err)
	b := []byte("n=")
	b = strconv.AppendInt(b, -42, 10)
	b = strconv.AppendQuote(b, "x")
	b = strconv.AppendBool(b, true)
	fmt.Println(string(b))
}

// Output:
// "42"                   Atoi=42 (<nil>) ParseInt0=42 (<nil>)
// "-0"                   Atoi=0 (<nil>) ParseInt0=0 (<nil>)
// "0x1F"                 Atoi=0 (strconv.Atoi: parsing "0x1F": invalid syntax) ParseInt0=31 (<nil>)
// "1_000"                Atoi=0 (strconv.Atoi: parsing "1_000": invalid syntax) ParseInt0=1000 (<nil>)
// "9223372036854775808"  Atoi=9223372036854775807 (strconv.Atoi: parsing "9223372036854775808": value out of range) ParseInt0=9223372036854775807 (strconv.ParseInt: parsing "9223372036854775808": value out of range)
// "3.0"                  Atoi=0 (strconv.Atoi: parsing "3.0": invalid syntax) ParseInt0=0 (strconv.ParseInt: parsing "3.0": invalid syntax)
// " 7"                   Atoi=0 (strconv.Atoi: parsing " 7": invalid syntax) ParseInt0=0 (strconv.ParseInt: parsing " 7": invalid syntax)
// "+8"                   Atoi=8 (<nil>) ParseInt0=8 (<nil>)
// ""                     Atoi=0 (strconv.Atoi: parsing "": invalid syntax) ParseInt0=0 (strconv.ParseInt: parsing "": invalid syntax)
// ff 127 strconv.ParseInt: parsing "ff": value out of range 255 <nil>
// 7f 127 <nil> 127 <nil>
// -129 -128 strconv.ParseInt: parsing "-129": value out of range 0 strconv.ParseUint: parsing "-129": invalid syntax
// 777 511 <nil> 511 <nil>
// 1010 7 strconv.ParseInt: parsing "1010": value out of range 10 <nil>
// z 35 <nil> 35 <nil>
// 12 0 strconv.ParseInt: parsing "12": invalid base 1 0 strconv.ParseUint: parsing "12": invalid base 1
// 3.14 3.14 <nil> 3.140000104904175 <nil>
// 1e400 +Inf strconv.ParseFloat: parsing "1e400": value out of range +Inf strconv.ParseFloat: parsing "1e400": value out of range
// -1e-400 -0 <nil> -0 <nil>
// inf +Inf <nil> +Inf <nil>
// -Infinity -Inf <nil> -Inf <nil>
// NaN NaN <nil> NaN <nil>
// 0x1p-2 0.25 <nil> 0.25 <nil>
// .5 0.5 <nil> 0.5 <nil>
// 1.7976931348623157e308 1.7976931348623157e+308 <nil> +Inf strconv.ParseFloat: parsing "1.7976931348623157e308": value out of range
// abc 0 strconv.ParseFloat: parsing "abc": invalid syntax 0 strconv.ParseFloat: parsing "abc": invalid syntax
// true true <nil>
// T true <nil>
// 0 false <nil>
// yes false strconv.ParseBool: parsing "yes": invalid syntax
// FALSE false <nil>
// f 1234.5678 1234.57
// e 1.2345678e+03 1.23e+03
// E 1.2345678E+03 1.23E+03
// g 1234.5678 1.2e+03
// G 1234.5678 1.2E+03
// b 5429686605511341p-42 10113579p-13
// x 0x1.34a456d5cfaadp+10 0x1.35p+10
// -Inf 1.23e-06
// -ff 1111111111111111111111111111111111111111111111111111111111111111 -9223372036854775808
// "tab\there \"q\" é \x00" "\u00e9\u263a" '☺'
// "a\tb" <nil>
// invalid syntax
// n=-42"x"true
