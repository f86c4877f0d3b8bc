package main

// fmt.Sscanf as go1.23 scans: a width limits an operand to that many runes, a verb that does not
// suit the operand's type is "bad verb '%s' for integer" (and ends the scan), an operand that is
// not a pointer is "type not a pointer: int", %x reads hex pairs into a string, %U a U+ code point,
// and the format's spaces and newlines must match the input's.

import "fmt"

type Celsius float64

func main() {
	var a, b int
	var s, t string
	var f float64
	var u uint8
	var ok bool
	var c Celsius
	var r rune
	try := func(n int, err error) { fmt.Println(n, err) }

	try(fmt.Sscanf("12345678", "%3d%2d%s", &a, &b, &s))
	fmt.Println(a, b, s)
	try(fmt.Sscanf("abcdef", "%2s%3s", &s, &t))
	fmt.Println(s, t)
	try(fmt.Sscanf("héllo", "%2s", &s))
	fmt.Printf("%q\n", s)

	try(fmt.Sscanf("5", "%s", &a))
	try(fmt.Sscanf("5", "%d", &s))
	try(fmt.Sscanf("5", "%d", &f))
	try(fmt.Sscanf("5", "%d", &c)) // a named float has no verb check
	fmt.Println(c)
	try(fmt.Sscanf("yes", "%d", &ok))
	try(fmt.Sscanf("hello", "%c", &s))
	try(fmt.Sscanf("1", "%d", a))
	try(fmt.Sscan("1", a))

	try(fmt.Sscanf("tx", "%t%s", &ok, &s))
	fmt.Println(ok, s)
	try(fmt.Sscanf("trux", "%t", &ok))
	try(fmt.Sscanf("300", "%d", &u))
	try(fmt.Sscanf("-1", "%d", &u))
	try(fmt.Sscanf("99999999999999999999", "%d", &a))
	try(fmt.Sscanf("é", "%c", new(int8)))

	try(fmt.Sscanf("68656c6c6f", "%x", &s))
	fmt.Println(s)
	try(fmt.Sscanf("6g", "%x", &s))
	try(fmt.Sscanf("U+1F600", "%U", &r))
	fmt.Println(r)

	try(fmt.Sscanf("7", "%d-%d", &a, &b))
	try(fmt.Sscanf("50", "%d%%", &a))
	try(fmt.Sscanf("1", "%d %", &a))
	try(fmt.Sscanf("1\n2", "%d %d", &a, &b))
	try(fmt.Sscanf("1 2", "%d\n%d", &a, &b))
	try(fmt.Sscanf("1,2", "%d , %d", &a, &b))
	try(fmt.Sscanf("1.5", "%5.2f", &f))
}

// Output:
// 3 <nil>
// 123 45 678
// 2 <nil>
// ab cde
// 1 <nil>
// "hé"
// 0 bad verb '%s' for integer
// 0 bad verb '%d' for string
// 0 bad verb '%d' for float64
// 1 <nil>
// 5
// 0 bad verb '%d' for boolean
// 0 bad verb '%c' for string
// 0 type not a pointer: int
// 0 type not a pointer: int
// 2 <nil>
// true x
// 0 syntax error scanning boolean
// 0 unsigned integer overflow on token 300
// 0 expected integer
// 0 strconv.ParseInt: parsing "99999999999999999999": value out of range
// 0 overflow on character value é
// 1 <nil>
// hello
// 0 illegal hex digit
// 1 <nil>
// 128512
// 1 unexpected EOF
// 1 unexpected EOF
// 1 missing verb: % at end of format string
// 1 newline in input does not match format
// 1 newline in format does not match input
// 1 expected space in input to match format
// 0 bad verb '%.' for float64
