package main

import (
	"errors"
	"fmt"
	"strconv"
)

func main() {
	inputs := []string{"42", "-17", "0x1F", "1_000", "abc", "", " 5", "99999999999999999999", "3.0", "+8"}
	for _, s := range inputs {
		n, err := strconv.Atoi(s)
		fmt.Printf("Atoi(%q) = %d, %v\n", s, n, err)
	}
	for _, s := range []string{"0x1F", "0b101", "0o17", "017", "1_000", "-0x80", "zz"} {
		n, err := strconv.ParseInt(s, 0, 8)
		fmt.Println("ParseInt", s, n, err)
	}
	u, err := strconv.ParseUint("-1", 10, 64)
	fmt.Println(u, err)
	u, err = strconv.ParseUint("300", 10, 8)
	fmt.Println(u, err)
	_, err = strconv.ParseInt("10", 1, 64)
	fmt.Println(err)
	_, err = strconv.ParseInt("10", 10, 65)
	fmt.Println(err)
	for _, s := range []string{"3.14", "1e400", "-1e-400", "inf", "-Infinity", "NaN", "0x1p-2", "1.5e", ".5", "1,5"} {
		f, err := strconv.ParseFloat(s, 64)
		fmt.Println("ParseFloat", s, f, err)
	}
	f32, err := strconv.ParseFloat("3.4e39", 32)
	fmt.Println(f32, err)
	for _, s := range []string{"true", "T", "1", "yes", "FALSE", "False", "f"} {
		b, err := strconv.ParseBool(s)
		fmt.Println(s, b, err)
	}
	var ne *strconv.NumError
	_, err = strconv.Atoi("x1")
	if errors.As(err, &ne) {
		fmt.Println(ne.Func, ne.Num, ne.Err, errors.Is(err, strconv.ErrSyntax))
	}
	fmt.Println(strconv.FormatInt(-255, 16), strconv.FormatInt(255, 2), strconv.FormatUint(1<<63, 36))
	fmt.Println(strconv.FormatFloat(1.0/3, 'f', -1, 64), strconv.FormatFloat(1.0/3, 'f', -1, 32), strconv.FormatFloat(1234.5678, 'e', 3, 64), strconv.FormatFloat(1e21, 'g', -1, 64), strconv.FormatFloat(123456789, 'G', 4, 64))
	fmt.Println(strconv.Quote("tab\there \"q\" é \x00 \u2028"), strconv.QuoteToASCII("é☺"), strconv.QuoteRune('☺'), strconv.QuoteRuneToASCII('\n'))
	for _, s := range []string{`"a\tb"`, "`raw\\n`", `'x'`, `"bad`, `abc`, `"\q"`} {
		v, err := strconv.Unquote(s)
		fmt.Printf("%q %v\n", v, err)
	}
	fmt.Println(string(strconv.AppendInt([]byte("n="), -5, 10)), string(strconv.AppendQuote(nil, "x")), strconv.Itoa(-0))
	fmt.Println(strconv.IsPrint('\u00ad'), strconv.CanBackquote("a`b"), strconv.FormatBool(false))
}

// Output:
// Atoi("42") = 42, <nil>
// Atoi("-17") = -17, <nil>
// Atoi("0x1F") = 0, strconv.Atoi: parsing "0x1F": invalid syntax
// Atoi("1_000") = 0, strconv.Atoi: parsing "1_000": invalid syntax
// Atoi("abc") = 0, strconv.Atoi: parsing "abc": invalid syntax
// Atoi("") = 0, strconv.Atoi: parsing "": invalid syntax
// Atoi(" 5") = 0, strconv.Atoi: parsing " 5": invalid syntax
// Atoi("99999999999999999999") = 9223372036854775807, strconv.Atoi: parsing "99999999999999999999": value out of range
// Atoi("3.0") = 0, strconv.Atoi: parsing "3.0": invalid syntax
// Atoi("+8") = 8, <nil>
// ParseInt 0x1F 31 <nil>
// ParseInt 0b101 5 <nil>
// ParseInt 0o17 15 <nil>
// ParseInt 017 15 <nil>
// ParseInt 1_000 127 strconv.ParseInt: parsing "1_000": value out of range
// ParseInt -0x80 -128 <nil>
// ParseInt zz 0 strconv.ParseInt: parsing "zz": invalid syntax
// 0 strconv.ParseUint: parsing "-1": invalid syntax
// 255 strconv.ParseUint: parsing "300": value out of range
// strconv.ParseInt: parsing "10": invalid base 1
// strconv.ParseInt: parsing "10": invalid bit size 65
// ParseFloat 3.14 3.14 <nil>
// ParseFloat 1e400 +Inf strconv.ParseFloat: parsing "1e400": value out of range
// ParseFloat -1e-400 -0 <nil>
// ParseFloat inf +Inf <nil>
// ParseFloat -Infinity -Inf <nil>
// ParseFloat NaN NaN <nil>
// ParseFloat 0x1p-2 0.25 <nil>
// ParseFloat 1.5e 0 strconv.ParseFloat: parsing "1.5e": invalid syntax
// ParseFloat .5 0.5 <nil>
// ParseFloat 1,5 0 strconv.ParseFloat: parsing "1,5": invalid syntax
// +Inf strconv.ParseFloat: parsing "3.4e39": value out of range
// true true <nil>
// T true <nil>
// 1 true <nil>
// yes false strconv.ParseBool: parsing "yes": invalid syntax
// FALSE false <nil>
// False false <nil>
// f false <nil>
// Atoi x1 invalid syntax true
// -ff 11111111 1y2p0ij32e8e8
// 0.3333333333333333 0.33333334 1.235e+03 1e+21 1.235E+08
// "tab\there \"q\" é \x00 \u2028" "\u00e9\u263a" '☺' '\n'
// "a\tb" <nil>
// "raw\\n" <nil>
// "x" <nil>
// "" invalid syntax
// "" invalid syntax
// "" invalid syntax
// n=-5 "x" 0
// false false false
