package main

import (
	"fmt"
	"math"
	"strconv"
)

func main() {
	for _, s := range []string{"0x1F", "0b101", "0o17", "017", "1_000", "-0", "+5", " 5", "", "9223372036854775807", "-9223372036854775808", "9223372036854775808"} {
		v, err := strconv.ParseInt(s, 0, 64)
		fmt.Printf("%q -> %d %v\n", s, v, err)
	}
	for _, s := range []string{"1.5", "inf", "-Inf", "NaN", "1e-400", "0x1p-2", "1_0.5", ".5", "5.", "1e", "+.e1"} {
		f, err := strconv.ParseFloat(s, 64)
		fmt.Printf("%q -> %v %v\n", s, f, err)
	}
	fmt.Println(strconv.FormatFloat(1.0, 'f', -1, 64), strconv.FormatFloat(0.1, 'e', 3, 64), strconv.FormatFloat(123456789, 'g', 4, 64))
	fmt.Println(strconv.FormatFloat(float64(float32(0.1)), 'f', -1, 32), strconv.FormatFloat(float64(float32(0.1)), 'f', -1, 64))
	fmt.Println(strconv.FormatFloat(math.Inf(-1), 'f', 2, 64), strconv.FormatFloat(-0.0, 'f', 2, 64), strconv.FormatFloat(math.Copysign(0, -1), 'g', -1, 64))
	fmt.Println(strconv.FormatInt(-255, 16), strconv.FormatUint(math.MaxUint64, 2), strconv.FormatInt(35, 36))
	fmt.Println(strconv.Quote("tab\there\x00\u2028"), strconv.QuoteToASCII("日本"), strconv.QuoteRune('☺'), strconv.QuoteRuneToASCII('☺'))
	u, err := strconv.Unquote(`"a\tb"`)
	fmt.Printf("%q %v\n", u, err)
	u, err = strconv.Unquote(`'ab'`)
	fmt.Printf("%q %v\n", u, err)
	u, err = strconv.Unquote("`raw\\n`")
	fmt.Printf("%q %v\n", u, err)
	fmt.Println(strconv.Itoa(-0), strconv.AppendInt([]byte("n="), 42, 10), string(strconv.AppendQuote(nil, "q")))
	b, err := strconv.ParseBool("T")
	fmt.Println(b, err)
	x, err := strconv.Atoi("-2147483649")
	fmt.Println(x, err)
	fmt.Println(strconv.FormatFloat(2.5, 'f', 0, 64), strconv.FormatFloat(3.5, 'f', 0, 64), strconv.FormatFloat(1.005, 'f', 2, 64))
	fmt.Println(strconv.FormatFloat(1e21, 'f', -1, 64), strconv.FormatFloat(1e-7, 'g', -1, 64), strconv.FormatFloat(123.456, 'b', -1, 64))
	fmt.Println(strconv.FormatFloat(0.000001234, 'G', 2, 64), strconv.FormatFloat(255, 'x', -1, 64), strconv.FormatFloat(1, 'X', 3, 64))
	c, err := strconv.ParseComplex("1+2i", 128)
	fmt.Println(c, err)
	fmt.Println(strconv.IsPrint('\u00ad'), strconv.CanBackquote("a`b"), strconv.IsGraphic(' '))
}

// Output:
// "0x1F" -> 31 <nil>
// "0b101" -> 5 <nil>
// "0o17" -> 15 <nil>
// "017" -> 15 <nil>
// "1_000" -> 1000 <nil>
// "-0" -> 0 <nil>
// "+5" -> 5 <nil>
// " 5" -> 0 strconv.ParseInt: parsing " 5": invalid syntax
// "" -> 0 strconv.ParseInt: parsing "": invalid syntax
// "9223372036854775807" -> 9223372036854775807 <nil>
// "-9223372036854775808" -> -9223372036854775808 <nil>
// "9223372036854775808" -> 9223372036854775807 strconv.ParseInt: parsing "9223372036854775808": value out of range
// "1.5" -> 1.5 <nil>
// "inf" -> +Inf <nil>
// "-Inf" -> -Inf <nil>
// "NaN" -> NaN <nil>
// "1e-400" -> 0 <nil>
// "0x1p-2" -> 0.25 <nil>
// "1_0.5" -> 10.5 <nil>
// ".5" -> 0.5 <nil>
// "5." -> 5 <nil>
// "1e" -> 0 strconv.ParseFloat: parsing "1e": invalid syntax
// "+.e1" -> 0 strconv.ParseFloat: parsing "+.e1": invalid syntax
// 1 1.000e-01 1.235e+08
// 0.1 0.10000000149011612
// -Inf 0.00 -0
// -ff 1111111111111111111111111111111111111111111111111111111111111111 z
// "tab\there\x00\u2028" "\u65e5\u672c" '☺' '\u263a'
// "a\tb" <nil>
// "" invalid syntax
// "raw\\n" <nil>
// 0 [110 61 52 50] "q"
// true <nil>
// -2147483649 <nil>
// 2 4 1.00
// 1000000000000000000000 1e-07 8687443681197687p-46
// 1.2E-06 0x1.fep+07 0X1.000P+00
// (1+2i) <nil>
// false false true
