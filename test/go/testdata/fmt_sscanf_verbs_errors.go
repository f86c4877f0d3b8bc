package main

import (
	"fmt"
)

func main() {
	var name string
	var age int
	var score float64
	n, err := fmt.Sscanf("alice 30 91.5", "%s %d %f", &name, &age, &score)
	fmt.Println(n, err, name, age, score)

	n, err = fmt.Sscanf("bob thirty 1", "%s %d %f", &name, &age, &score)
	fmt.Println(n, err, name, age)

	var h, m, s int
	n, err = fmt.Sscanf("12:34:56", "%d:%d:%d", &h, &m, &s)
	fmt.Println(n, err, h, m, s)
	n, err = fmt.Sscanf("12-34:56", "%d:%d:%d", &h, &m, &s)
	fmt.Println(n, err)

	var x, o, b int
	n, err = fmt.Sscanf("ff 17 101", "%x %o %b", &x, &o, &b)
	fmt.Println(n, err, x, o, b)
	var v int
	n, err = fmt.Sscanf("0x1F", "%v", &v)
	fmt.Println(n, err, v)
	n, err = fmt.Sscanf("0x1F", "%d", &v)
	fmt.Println(n, err, v)

	var q string
	n, err = fmt.Sscanf(`"hello world" rest`, "%q %s", &q, &name)
	fmt.Println(n, err, q, name)

	var c rune
	n, err = fmt.Sscanf("Zed", "%c", &c)
	fmt.Println(n, err, string(c))

	var u8 uint8
	n, err = fmt.Sscanf("300", "%d", &u8)
	fmt.Println(n, err, u8)
	n, err = fmt.Sscanf("-3", "%d", &u8)
	fmt.Println(n, err, u8)

	var ok bool
	n, err = fmt.Sscanf("true", "%t", &ok)
	fmt.Println(n, err, ok)
	n, err = fmt.Sscanf("yes", "%t", &ok)
	fmt.Println(n, err, ok)

	n, err = fmt.Sscanf("5", "%d %d", &h, &m)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("5 6 7", "%d %d", &h, &m)
	fmt.Println(n, err, h, m)
	n, err = fmt.Sscanf("5", "%d", h)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("5", "%s", &h)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("abc", "%5s", &name)
	fmt.Println(n, err, name)
	n, err = fmt.Sscanf("abcdefgh", "%3s%3s", &name, &q)
	fmt.Println(n, err, name, q)
	n, err = fmt.Sscanf("1.5e3 -2", "%g %e", &score, &score)
	fmt.Println(n, err, score)
	n, err = fmt.Sscanf("temp=21C", "temp=%dC", &v)
	fmt.Println(n, err, v)
	n, err = fmt.Sscanf("temp=21F", "temp=%dC", &v)
	fmt.Println(n, err, v)
	n, err = fmt.Sscanf("", "%d", &v)
	fmt.Println(n, err)
	var a1, a2 string
	n, err = fmt.Sscan("one\ntwo", &a1, &a2)
	fmt.Println(n, err, a1, a2)
	n, err = fmt.Sscanln("one\ntwo", &a1, &a2)
	fmt.Println(n, err, a1)
	n, err = fmt.Sscanf("100%", "%d%%", &v)
	fmt.Println(n, err, v)
}

// Output:
// 3 <nil> alice 30 91.5
// 1 expected integer bob 30
// 3 <nil> 12 34 56
// 1 input does not match format
// 3 <nil> 255 15 5
// 1 <nil> 31
// 1 <nil> 0
// 2 <nil> hello world rest
// 1 <nil> Z
// 0 unsigned integer overflow on token 300 0
// 0 expected integer 0
// 1 <nil> true
// 1 <nil> false
// 1 EOF
// 2 <nil> 5 6
// 0 type not a pointer: int
// 0 bad verb '%s' for integer
// 1 <nil> abc
// 2 <nil> abc def
// 2 <nil> -2
// 1 <nil> 21
// 1 input does not match format 21
// 0 EOF
// 2 <nil> one two
// 1 unexpected newline one
// 1 <nil> 100
