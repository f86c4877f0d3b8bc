package main

import (
	"fmt"
	"strconv"
)

func main() {
	ints := []string{"0", "-0", "+5", "0x1F", "0b101", "0o17", "017", "1_000", "_1", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "", " 1", "1e3"}
	for _, s := range ints {
		v, err := strconv.ParseInt(s, 0, 64)
		fmt.Printf("ParseInt(%q, 0) = %d, %v\n", s, v, err)
	}
	for _, s := range []string{"255", "256", "-1", "ff"} {
		v, err := strconv.ParseUint(s, 10, 8)
		fmt.Printf("ParseUint(%q, 10, 8) = %d, %v\n", s, v, err)
	}
	floats := []string{"1.5", "1e308", "1e309", "-1e309", "inf", "-Inf", "NaN", "0x1p-2", "1_000.5", ".5", "5.", "1e-400", "abc", "1.7976931348623157e308"}
	for _, s := range floats {
		v, err := strconv.ParseFloat(s, 64)
		fmt.Printf("ParseFloat(%q) = %v, %v\n", s, v, err)
	}
	v32, err := strconv.ParseFloat("3.4e39", 32)
	fmt.Println(v32, err)
	for _, s := range []string{"true", "T", "1", "yes", "FALSE", "f"} {
		b, err := strconv.ParseBool(s)
		fmt.Println(s, b, err)
	}
	fmt.Println(strconv.FormatFloat(1.0/3, 'f', -1, 64), strconv.FormatFloat(1.0/3, 'e', 3, 32), strconv.FormatFloat(1e21, 'g', -1, 64), strconv.FormatFloat(123456, 'G', 3, 64), strconv.FormatFloat(0.000012, 'g', -1, 64))
	fmt.Println(strconv.FormatInt(-255, 16), strconv.FormatInt(35, 36), strconv.FormatUint(1<<63, 2))
	fmt.Println(strconv.Quote("héllo\n\x00\u2028"), strconv.QuoteToASCII("héllo☺"), strconv.QuoteRune('☺'), strconv.QuoteRuneToASCII('\u00e9'))
	for _, q := range []string{`"a\tb"`, "`raw`", `'x'`, `"bad`, `"\q"`, `'ab'`} {
		s, err := strconv.Unquote(q)
		fmt.Printf("Unquote(%s) = %q, %v\n", q, s, err)
	}
	fmt.Println(strconv.Itoa(-0), strconv.AppendInt([]byte("n="), 42, 10), string(strconv.AppendQuote(nil, "q")))
	_, err = strconv.Atoi("")
	fmt.Println(err)
	_, err = strconv.ParseInt("12", 1, 64)
	fmt.Println(err)
	_, err = strconv.ParseInt("12", 10, 65)
	fmt.Println(err)
}

// Output:
// ParseInt("0", 0) = 0, <nil>
// ParseInt("-0", 0) = 0, <nil>
// ParseInt("+5", 0) = 5, <nil>
// ParseInt("0x1F", 0) = 31, <nil>
// ParseInt("0b101", 0) = 5, <nil>
// ParseInt("0o17", 0) = 15, <nil>
// ParseInt("017", 0) = 15, <nil>
// ParseInt("1_000", 0) = 1000, <nil>
// ParseInt("_1", 0) = 0, strconv.ParseInt: parsing "_1": invalid syntax
// ParseInt("9223372036854775807", 0) = 9223372036854775807, <nil>
// ParseInt("9223372036854775808", 0) = 9223372036854775807, strconv.ParseInt: parsing "9223372036854775808": value out of range
// ParseInt("-9223372036854775809", 0) = -9223372036854775808, strconv.ParseInt: parsing "-9223372036854775809": value out of range
// ParseInt("", 0) = 0, strconv.ParseInt: parsing "": invalid syntax
// ParseInt(" 1", 0) = 0, strconv.ParseInt: parsing " 1": invalid syntax
// ParseInt("1e3", 0) = 0, strconv.ParseInt: parsing "1e3": invalid syntax
// ParseUint("255", 10, 8) = 255, <nil>
// ParseUint("256", 10, 8) = 255, strconv.ParseUint: parsing "256": value out of range
// ParseUint("-1", 10, 8) = 0, strconv.ParseUint: parsing "-1": invalid syntax
// ParseUint("ff", 10, 8) = 0, strconv.ParseUint: parsing "ff": invalid syntax
// ParseFloat("1.5") = 1.5, <nil>
// ParseFloat("1e308") = 1e+308, <nil>
// ParseFloat("1e309") = +Inf, strconv.ParseFloat: parsing "1e309": value out of range
// ParseFloat("-1e309") = -Inf, strconv.ParseFloat: parsing "-1e309": value out of range
// ParseFloat("inf") = +Inf, <nil>
// ParseFloat("-Inf") = -Inf, <nil>
// ParseFloat("NaN") = NaN, <nil>
// ParseFloat("0x1p-2") = 0.25, <nil>
// ParseFloat("1_000.5") = 1000.5, <nil>
// ParseFloat(".5") = 0.5, <nil>
// ParseFloat("5.") = 5, <nil>
// ParseFloat("1e-400") = 0, <nil>
// ParseFloat("abc") = 0, strconv.ParseFloat: parsing "abc": invalid syntax
// ParseFloat("1.7976931348623157e308") = 1.7976931348623157e+308, <nil>
// +Inf strconv.ParseFloat: parsing "3.4e39": value out of range
// true true <nil>
// T true <nil>
// 1 true <nil>
// yes false strconv.ParseBool: parsing "yes": invalid syntax
// FALSE false <nil>
// f false <nil>
// 0.3333333333333333 3.333e-01 1e+21 1.23E+05 1.2e-05
// -ff z 1000000000000000000000000000000000000000000000000000000000000000
// "héllo\n\x00\u2028" "h\u00e9llo\u263a" '☺' '\u00e9'
// Unquote("a\tb") = "a\tb", <nil>
// Unquote(`raw`) = "raw", <nil>
// Unquote('x') = "x", <nil>
// Unquote("bad) = "", invalid syntax
// Unquote("\q") = "", invalid syntax
// Unquote('ab') = "", invalid syntax
// 0 [110 61 52 50] "q"
// strconv.Atoi: parsing "": invalid syntax
// strconv.ParseInt: parsing "12": invalid base 1
// strconv.ParseInt: parsing "12": invalid bit size 65
