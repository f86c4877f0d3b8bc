package main

import (
	"fmt"
	"strconv"
)

func main() {
	for _, s := range []string{"42", "-17", "0x1F", "1_000", "abc", "", "9223372036854775808", " 5"} {
		n, err := strconv.Atoi(s)
		fmt.Println(n, err)
	}
	for _, s := range []string{"0x1F", "0b101", "0o17", "017", "1_000", "-0x10"} {
		n, err := strconv.ParseInt(s, 0, 64)
		fmt.Println(s, n, err)
	}
	u, err := strconv.ParseUint("-1", 10, 64)
	fmt.Println(u, err)
	i8, err := strconv.ParseInt("200", 10, 8)
	fmt.Println(i8, err)
	for _, s := range []string{"3.14", "1e10", "-0", "inf", "NaN", "0x1p-2", "1.7976931348623157e309", "x"} {
		f, err := strconv.ParseFloat(s, 64)
		fmt.Println(f, err)
	}
	for _, s := range []string{"true", "T", "0", "yes"} {
		b, err := strconv.ParseBool(s)
		fmt.Println(b, err)
	}
	fmt.Println(strconv.FormatInt(-255, 16), strconv.FormatInt(255, 2), strconv.FormatUint(1<<63, 36), strconv.Itoa(0))
	for _, f := range []float64{3.0, 0.1, 1e21, 123456789.125, 1.0 / 3} {
		fmt.Println(strconv.FormatFloat(f, 'f', -1, 64), strconv.FormatFloat(f, 'e', 3, 64), strconv.FormatFloat(f, 'g', -1, 32), strconv.FormatFloat(f, 'f', 2, 64))
	}
	fmt.Println(strconv.Quote("héllo\n\"x\"\x00"), strconv.QuoteToASCII("héllo☺"), strconv.QuoteRune('☺'), strconv.QuoteRuneToASCII('\n'))
	s, err := strconv.Unquote(`"a\tb\u00e9"`)
	fmt.Println(s, err)
	_, err = strconv.Unquote(`'ab'`)
	fmt.Println(err)
	s, err = strconv.Unquote("`raw\\n`")
	fmt.Println(s, err)
	fmt.Println(string(strconv.AppendInt([]byte("n="), 7, 10)), string(strconv.AppendQuote(nil, "q")), strconv.FormatBool(false))
	fmt.Println(strconv.IntSize, strconv.CanBackquote("a`b"), strconv.IsPrint('\u00ad'))
}

// Output:
// 42 <nil>
// -17 <nil>
// 0 strconv.Atoi: parsing "0x1F": invalid syntax
// 0 strconv.Atoi: parsing "1_000": invalid syntax
// 0 strconv.Atoi: parsing "abc": invalid syntax
// 0 strconv.Atoi: parsing "": invalid syntax
// 9223372036854775807 strconv.Atoi: parsing "9223372036854775808": value out of range
// 0 strconv.Atoi: parsing " 5": invalid syntax
// 0x1F 31 <nil>
// 0b101 5 <nil>
// 0o17 15 <nil>
// 017 15 <nil>
// 1_000 1000 <nil>
// -0x10 -16 <nil>
// 0 strconv.ParseUint: parsing "-1": invalid syntax
// 127 strconv.ParseInt: parsing "200": value out of range
// 3.14 <nil>
// 1e+10 <nil>
// -0 <nil>
// +Inf <nil>
// NaN <nil>
// 0.25 <nil>
// +Inf strconv.ParseFloat: parsing "1.7976931348623157e309": value out of range
// 0 strconv.ParseFloat: parsing "x": invalid syntax
// true <nil>
// true <nil>
// false <nil>
// false strconv.ParseBool: parsing "yes": invalid syntax
// -ff 11111111 1y2p0ij32e8e8 0
// 3 3.000e+00 3 3.00
// 0.1 1.000e-01 0.1 0.10
// 1000000000000000000000 1.000e+21 1e+21 1000000000000000000000.00
// 123456789.125 1.235e+08 1.2345679e+08 123456789.12
// 0.3333333333333333 3.333e-01 0.33333334 0.33
// "héllo\n\"x\"\x00" "h\u00e9llo\u263a" '☺' '\n'
// a	bé <nil>
// invalid syntax
// raw\n <nil>
// n=7 "q" false
// 64 false false
