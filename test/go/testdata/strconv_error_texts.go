package main

import (
	"errors"
	"fmt"
	"strconv"
)

func main() {
	inputs := []string{"42", "-0", "+7", " 8", "0x1F", "1_000", "9223372036854775808", "abc", ""}
	for _, in := range inputs {
		n, err := strconv.Atoi(in)
		fmt.Printf("Atoi(%q) = %d, %v\n", in, n, err)
	}
	for _, in := range []string{"0x1F", "0b101", "0o17", "017", "1_000", "-129", "128", "zz"} {
		n, err := strconv.ParseInt(in, 0, 8)
		fmt.Printf("ParseInt(%q, 0, 8) = %d, %v\n", in, n, err)
	}
	u, err := strconv.ParseUint("-1", 10, 64)
	fmt.Println(u, err)
	_, err = strconv.ParseInt("12", 1, 64)
	fmt.Println(err)
	_, err = strconv.ParseInt("12", 10, 65)
	fmt.Println(err)
	for _, in := range []string{"1e308", "1e309", "-1e400", "0x1p-2", "inf", "-Infinity", "nan", "1.5e", ".5", "1_0.5"} {
		f, err := strconv.ParseFloat(in, 64)
		fmt.Printf("ParseFloat(%q) = %v, %v\n", in, f, err)
	}
	f32, err := strconv.ParseFloat("3.4e39", 32)
	fmt.Println(f32, err)
	for _, in := range []string{"true", "T", "yes", "0", "FALSE"} {
		b, err := strconv.ParseBool(in)
		fmt.Println(in, b, err)
	}
	var ne *strconv.NumError
	_, err = strconv.Atoi("12a")
	if errors.As(err, &ne) {
		fmt.Println(ne.Func, ne.Num, ne.Err, errors.Is(err, strconv.ErrSyntax))
	}
	_, err = strconv.ParseInt("99999999999999999999", 10, 64)
	fmt.Println(errors.Is(err, strconv.ErrRange))
	for _, q := range []string{`"hello\n"`, "`raw`", `'x'`, `"bad`, `"\q"`, `'ab'`} {
		s, err := strconv.Unquote(q)
		fmt.Printf("Unquote(%s) = %q, %v\n", q, s, err)
	}
	fmt.Println(strconv.Quote("tab\there \x00 é \u2028"), strconv.QuoteToASCII("héllo"), strconv.QuoteRune('☺'))
	fmt.Println(strconv.FormatInt(-255, 16), strconv.FormatUint(255, 2), strconv.Itoa(-0))
	fmt.Println(strconv.FormatFloat(1.0/3, 'f', -1, 32), strconv.FormatFloat(1e21, 'g', -1, 64), strconv.FormatFloat(123.456, 'e', 2, 64))
}

// Output:
// Atoi("42") = 42, <nil>
// Atoi("-0") = 0, <nil>
// Atoi("+7") = 7, <nil>
// Atoi(" 8") = 0, strconv.Atoi: parsing " 8": invalid syntax
// Atoi("0x1F") = 0, strconv.Atoi: parsing "0x1F": invalid syntax
// Atoi("1_000") = 0, strconv.Atoi: parsing "1_000": invalid syntax
// Atoi("9223372036854775808") = 9223372036854775807, strconv.Atoi: parsing "9223372036854775808": value out of range
// Atoi("abc") = 0, strconv.Atoi: parsing "abc": invalid syntax
// Atoi("") = 0, strconv.Atoi: parsing "": invalid syntax
// ParseInt("0x1F", 0, 8) = 31, <nil>
// ParseInt("0b101", 0, 8) = 5, <nil>
// ParseInt("0o17", 0, 8) = 15, <nil>
// ParseInt("017", 0, 8) = 15, <nil>
// ParseInt("1_000", 0, 8) = 127, strconv.ParseInt: parsing "1_000": value out of range
// ParseInt("-129", 0, 8) = -128, strconv.ParseInt: parsing "-129": value out of range
// ParseInt("128", 0, 8) = 127, strconv.ParseInt: parsing "128": value out of range
// ParseInt("zz", 0, 8) = 0, strconv.ParseInt: parsing "zz": invalid syntax
// 0 strconv.ParseUint: parsing "-1": invalid syntax
// strconv.ParseInt: parsing "12": invalid base 1
// strconv.ParseInt: parsing "12": invalid bit size 65
// ParseFloat("1e308") = 1e+308, <nil>
// ParseFloat("1e309") = +Inf, strconv.ParseFloat: parsing "1e309": value out of range
// ParseFloat("-1e400") = -Inf, strconv.ParseFloat: parsing "-1e400": value out of range
// ParseFloat("0x1p-2") = 0.25, <nil>
// ParseFloat("inf") = +Inf, <nil>
// ParseFloat("-Infinity") = -Inf, <nil>
// ParseFloat("nan") = NaN, <nil>
// ParseFloat("1.5e") = 0, strconv.ParseFloat: parsing "1.5e": invalid syntax
// ParseFloat(".5") = 0.5, <nil>
// ParseFloat("1_0.5") = 10.5, <nil>
// +Inf strconv.ParseFloat: parsing "3.4e39": value out of range
// true true <nil>
// T true <nil>
// yes false strconv.ParseBool: parsing "yes": invalid syntax
// 0 false <nil>
// FALSE false <nil>
// Atoi 12a invalid syntax true
// true
// Unquote("hello\n") = "hello\n", <nil>
// Unquote(`raw`) = "raw", <nil>
// Unquote('x') = "x", <nil>
// Unquote("bad) = "", invalid syntax
// Unquote("\q") = "", invalid syntax
// Unquote('ab') = "", invalid syntax
// "tab\there \x00 é \u2028" "h\u00e9llo" '☺'
// -ff 11111111 0
// 0.33333334 1e+21 1.23e+02
