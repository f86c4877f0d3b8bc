package main

import (
	"errors"
	"fmt"
	"strconv"
)

func main() {
	inputs := []string{"42", "x", "", " 7", "99999999999999999999", "-0x1F", "0b101", "1_000", "+5", "3.0"}
	for _, s := range inputs {
		n, err := strconv.Atoi(s)
		fmt.Printf("Atoi(%q) = %d, %v\n", s, n, err)
	}
	for _, s := range []string{"127", "128", "-129", "0x7f", "0o17", "1_0"} {
		n, err := strconv.ParseInt(s, 0, 8)
		fmt.Printf("ParseInt(%q, 0, 8) = %d, %v\n", s, n, err)
	}
	_, err := strconv.ParseUint("-1", 10, 64)
	fmt.Println(err)
	_, err = strconv.ParseInt("12", 1, 64)
	fmt.Println(err)
	_, err = strconv.ParseInt("12", 10, 65)
	fmt.Println(err)
	_, err = strconv.ParseFloat("1e400", 64)
	fmt.Println(err, errors.Is(err, strconv.ErrRange))
	f, err := strconv.ParseFloat("1e-400", 64)
	fmt.Println(f, err)
	_, err = strconv.ParseFloat("1.2.3", 64)
	fmt.Println(err, errors.Is(err, strconv.ErrSyntax))
	_, err = strconv.ParseBool("yes")
	fmt.Println(err)
	var ne *strconv.NumError
	if errors.As(err, &ne) {
		fmt.Printf("Func=%s Num=%q Err=%v\n", ne.Func, ne.Num, ne.Err)
	}
	fmt.Printf("%#v\n", ne.Err)
	for _, s := range []string{`"hello\n"`, "`raw`", `'x'`, `"bad`, `"\q"`, `'ab'`, `"tab\there"`} {
		u, err := strconv.Unquote(s)
		fmt.Printf("Unquote(%s) = %q, %v\n", s, u, err)
	}
	fmt.Println(strconv.Quote("héllo\x00\u2028"), strconv.QuoteToASCII("héllo"), strconv.QuoteRune('☺'))
	fmt.Println(strconv.QuoteToGraphic("\u00a0x\t"), strconv.CanBackquote("a`b"), strconv.IsPrint('\u00ad'))
	_, err = strconv.ParseComplex("1+2j", 128)
	fmt.Println(err)
	fmt.Println(strconv.FormatInt(-255, 16), strconv.FormatUint(255, 2), strconv.FormatInt(35, 36))
}

// Output:
// Atoi("42") = 42, <nil>
// Atoi("x") = 0, strconv.Atoi: parsing "x": invalid syntax
// Atoi("") = 0, strconv.Atoi: parsing "": invalid syntax
// Atoi(" 7") = 0, strconv.Atoi: parsing " 7": invalid syntax
// Atoi("99999999999999999999") = 9223372036854775807, strconv.Atoi: parsing "99999999999999999999": value out of range
// Atoi("-0x1F") = 0, strconv.Atoi: parsing "-0x1F": invalid syntax
// Atoi("0b101") = 0, strconv.Atoi: parsing "0b101": invalid syntax
// Atoi("1_000") = 0, strconv.Atoi: parsing "1_000": invalid syntax
// Atoi("+5") = 5, <nil>
// Atoi("3.0") = 0, strconv.Atoi: parsing "3.0": invalid syntax
// ParseInt("127", 0, 8) = 127, <nil>
// ParseInt("128", 0, 8) = 127, strconv.ParseInt: parsing "128": value out of range
// ParseInt("-129", 0, 8) = -128, strconv.ParseInt: parsing "-129": value out of range
// ParseInt("0x7f", 0, 8) = 127, <nil>
// ParseInt("0o17", 0, 8) = 15, <nil>
// ParseInt("1_0", 0, 8) = 10, <nil>
// strconv.ParseUint: parsing "-1": invalid syntax
// strconv.ParseInt: parsing "12": invalid base 1
// strconv.ParseInt: parsing "12": invalid bit size 65
// strconv.ParseFloat: parsing "1e400": value out of range true
// 0 <nil>
// strconv.ParseFloat: parsing "1.2.3": invalid syntax true
// strconv.ParseBool: parsing "yes": invalid syntax
// Func=ParseBool Num="yes" Err=invalid syntax
// &errors.errorString{s:"invalid syntax"}
// Unquote("hello\n") = "hello\n", <nil>
// Unquote(`raw`) = "raw", <nil>
// Unquote('x') = "x", <nil>
// Unquote("bad) = "", invalid syntax
// Unquote("\q") = "", invalid syntax
// Unquote('ab') = "", invalid syntax
// Unquote("tab\there") = "tab\there", <nil>
// "héllo\x00\u2028" "h\u00e9llo" '☺'
// " x\t" false false
// strconv.ParseComplex: parsing "1+2j": invalid syntax
// -ff 11111111 z
