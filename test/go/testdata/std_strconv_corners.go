package main

import (
	"fmt"
	"strconv"
)

func main() {
	for _, s := range []string{"0x1F", "0b101", "0o17", "017", "1_000", "-0", "+5", " 5", "9223372036854775807", "-9223372036854775809"} {
		v, err := strconv.ParseInt(s, 0, 64)
		fmt.Println(s, v, err)
	}
	for _, s := range []string{"1e3", "1.5E-2", ".5", "inf", "-Inf", "NaN", "0x1p-2", "1e400", "1_0.5", "abc"} {
		f, err := strconv.ParseFloat(s, 64)
		fmt.Println(s, f, err)
	}
	for _, f := range []float64{0, 1, -1.5, 1e21, 1e20, 123456789.123, 0.000001, 1e-7, 3.0, 2.5e-5} {
		fmt.Println(strconv.FormatFloat(f, 'g', -1, 64), strconv.FormatFloat(f, 'f', -1, 64), strconv.FormatFloat(f, 'e', 3, 64), f)
	}
	fmt.Println(strconv.FormatInt(-8, 2), strconv.FormatInt(35, 36), strconv.FormatUint(1<<63, 16))
	u, err := strconv.ParseUint("-1", 10, 64)
	fmt.Println(u, err)
	i8, err := strconv.ParseInt("128", 10, 8)
	fmt.Println(i8, err)
	b, err := strconv.ParseBool("T")
	fmt.Println(b, err)
	fmt.Println(strconv.Quote("tab\there\x00\u00e9☺\U0001F600"), strconv.QuoteToASCII("☺"), strconv.QuoteRuneToASCII('☺'))
	fmt.Println(strconv.Unquote("'a'"))
	fmt.Println(strconv.Unquote("`raw\\n`"))
	fmt.Println(strconv.Itoa(0), strconv.Itoa(-2147483648))
	x, err := strconv.Atoi("99999999999999999999")
	fmt.Println(x, err)
	fmt.Printf("%v %.3v %8.2f|%-8.3e|\n", 1.0/3.0, 2.0/3.0, 3.14159, 31415.9)
}

// Output:
// 0x1F 31 <nil>
// 0b101 5 <nil>
// 0o17 15 <nil>
// 017 15 <nil>
// 1_000 1000 <nil>
// -0 0 <nil>
// +5 5 <nil>
//  5 0 strconv.ParseInt: parsing " 5": invalid syntax
// 9223372036854775807 9223372036854775807 <nil>
// -9223372036854775809 -9223372036854775808 strconv.ParseInt: parsing "-9223372036854775809": value out of range
// 1e3 1000 <nil>
// 1.5E-2 0.015 <nil>
// .5 0.5 <nil>
// inf +Inf <nil>
// -Inf -Inf <nil>
// NaN NaN <nil>
// 0x1p-2 0.25 <nil>
// 1e400 +Inf strconv.ParseFloat: parsing "1e400": value out of range
// 1_0.5 10.5 <nil>
// abc 0 strconv.ParseFloat: parsing "abc": invalid syntax
// 0 0 0.000e+00 0
// 1 1 1.000e+00 1
// -1.5 -1.5 -1.500e+00 -1.5
// 1e+21 1000000000000000000000 1.000e+21 1e+21
// 1e+20 100000000000000000000 1.000e+20 1e+20
// 1.23456789123e+08 123456789.123 1.235e+08 1.23456789123e+08
// 1e-06 0.000001 1.000e-06 1e-06
// 1e-07 0.0000001 1.000e-07 1e-07
// 3 3 3.000e+00 3
// 2.5e-05 0.000025 2.500e-05 2.5e-05
// -1000 z 8000000000000000
// 0 strconv.ParseUint: parsing "-1": invalid syntax
// 127 strconv.ParseInt: parsing "128": value out of range
// true <nil>
// "tab\there\x00é☺😀" "\u263a" '\u263a'
// a <nil>
// raw\n <nil>
// 0 -2147483648
// 9223372036854775807 strconv.Atoi: parsing "99999999999999999999": value out of range
// 0.3333333333333333 0.667     3.14|3.142e+04|
