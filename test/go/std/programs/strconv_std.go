package main

import (
	"fmt"
	"strconv"
)

func main() {
	fmt.Println(strconv.Itoa(-45), strconv.FormatInt(255, 16), strconv.FormatInt(-8, 2), strconv.FormatUint(1<<63, 36))
	for _, s := range []string{"42", "-7", "abc", "", "99999999999999999999", "+3"} {
		n, err := strconv.Atoi(s)
		fmt.Println(n, err)
	}
	v, err := strconv.ParseInt("-0x1f", 0, 64)
	fmt.Println(v, err)
	v, err = strconv.ParseInt("300", 10, 8)
	fmt.Println(v, err)
	u, err := strconv.ParseUint("-1", 10, 64)
	fmt.Println(u, err)
	f, err := strconv.ParseFloat("3.25", 64)
	fmt.Println(f, err)
	f, err = strconv.ParseFloat("1e500", 64)
	fmt.Println(f, err)
	b, err := strconv.ParseBool("TRUE")
	fmt.Println(b, err)
	b, err = strconv.ParseBool("yes")
	fmt.Println(b, err)
	fmt.Println(strconv.Quote("héllo\n\"x\""), strconv.QuoteToASCII("héllo"), strconv.QuoteRune('☺'))
	s, err := strconv.Unquote(`"a\tb"`)
	fmt.Printf("%q %v\n", s, err)
	s, err = strconv.Unquote(`'ab'`)
	fmt.Printf("%q %v\n", s, err)
	fmt.Println(strconv.FormatFloat(3.14159, 'f', 2, 64), strconv.FormatFloat(1.0/3, 'g', -1, 64), strconv.FormatFloat(1e21, 'e', 3, 64))
	fmt.Println(strconv.FormatFloat(2.5, 'f', 0, 64), strconv.FormatFloat(0.1, 'g', -1, 32), strconv.FormatBool(false))
	fmt.Println(string(strconv.AppendInt([]byte("n="), 42, 10)), string(strconv.AppendQuote(nil, "q")))
}
