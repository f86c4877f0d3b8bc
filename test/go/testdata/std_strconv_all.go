package main

import (
	"fmt"
	"strconv"
)

func main() {
	n, err := strconv.Atoi("123")
	fmt.Println(n, err)
	_, err = strconv.Atoi("12a")
	fmt.Println(err)
	_, err = strconv.Atoi("")
	fmt.Println(err)
	i64, err := strconv.ParseInt("-ff", 16, 64)
	fmt.Println(i64, err)
	_, err = strconv.ParseInt("300", 10, 8)
	fmt.Println(err)
	u, err := strconv.ParseUint("42", 10, 32)
	fmt.Println(u, err)
	f, err := strconv.ParseFloat("3.25", 64)
	fmt.Println(f, err)
	_, err = strconv.ParseFloat("abc", 64)
	fmt.Println(err)
	b, err := strconv.ParseBool("true")
	fmt.Println(b, err)
	_, err = strconv.ParseBool("yes")
	fmt.Println(err)
	fmt.Println(strconv.Itoa(-45), strconv.FormatInt(255, 2), strconv.FormatInt(-255, 16), strconv.FormatUint(7, 8))
	fmt.Println(strconv.FormatFloat(3.14159, 'f', 2, 64), strconv.FormatFloat(1.5e10, 'e', -1, 64), strconv.FormatFloat(0.1, 'g', -1, 32))
	fmt.Println(strconv.Quote("hi\t\"there\""), strconv.QuoteRune('☺'), strconv.QuoteToASCII("héllo"))
	s, err := strconv.Unquote(`"a\nb"`)
	fmt.Printf("%q %v\n", s, err)
	_, err = strconv.Unquote("abc")
	fmt.Println(err)
	fmt.Println(strconv.FormatBool(false), strconv.AppendInt([]byte("x="), 12, 10))
	fmt.Println(string(strconv.AppendQuote(nil, "q")))
	v, err := strconv.ParseInt("9223372036854775808", 10, 64)
	fmt.Println(v, err)
	if ne, ok := err.(*strconv.NumError); ok {
		fmt.Println(ne.Func, ne.Num, ne.Err)
	}
	fmt.Println(strconv.IntSize)
}

// Output:
// 123 <nil>
// strconv.Atoi: parsing "12a": invalid syntax
// strconv.Atoi: parsing "": invalid syntax
// -255 <nil>
// strconv.ParseInt: parsing "300": value out of range
// 42 <nil>
// 3.25 <nil>
// strconv.ParseFloat: parsing "abc": invalid syntax
// true <nil>
// strconv.ParseBool: parsing "yes": invalid syntax
// -45 11111111 -ff 7
// 3.14 1.5e+10 0.1
// "hi\t\"there\"" '☺' "h\u00e9llo"
// "a\nb" <nil>
// invalid syntax
// false [120 61 49 50]
// "q"
// 9223372036854775807 strconv.ParseInt: parsing "9223372036854775808": value out of range
// ParseInt 9223372036854775808 value out of range
// 64
