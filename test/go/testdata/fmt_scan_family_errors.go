package main

import (
	"bufio"
	"fmt"
	"strings"
)

type point struct{ x, y int }

func (p *point) Scan(state fmt.ScanState, verb rune) error {
	_, err := fmt.Fscanf(state, "(%d,%d)", &p.x, &p.y)
	return err
}

type pair struct {
	k string
	v int
}

func (p *pair) Scan(state fmt.ScanState, verb rune) error {
	tok, err := state.Token(true, func(r rune) bool { return r != '=' })
	if err != nil {
		return err
	}
	p.k = string(tok)
	if r, _, _ := state.ReadRune(); r != '=' {
		return fmt.Errorf("want '=' after %q", tok)
	}
	_, err = fmt.Fscan(state, &p.v)
	return err
}

func main() {
	var name string
	var age int
	var h float64
	n, err := fmt.Sscanf("alice 30 1.72", "%s %d %f", &name, &age, &h)
	fmt.Println(n, err, name, age, h)
	n, err = fmt.Sscanf("bob x", "%s %d", &name, &age)
	fmt.Println(n, err, name)
	n, err = fmt.Sscanf("10-20", "%d-%d", &age, &n)
	fmt.Println(n, err, age)
	var a, b int
	n, err = fmt.Sscanf("7:8", "%d %d", &a, &b)
	fmt.Println(n, err, a, b)
	n, err = fmt.Sscan("1 2\n3", &a, &b, &age)
	fmt.Println(n, err, a, b, age)
	n, err = fmt.Sscanln("4 5\n6", &a, &b, &age)
	fmt.Println(n, err, a, b)
	n, err = fmt.Sscan("", &a)
	fmt.Println(n, err)
	var hx, oc int
	var bo bool
	var r rune
	var s2 string
	n, err = fmt.Sscanf("ff 17 true X quoted", "%x %o %t %c %q", &hx, &oc, &bo, &r, &s2)
	fmt.Println(n, err, hx, oc, bo, string(r), s2)
	n, err = fmt.Sscanf(`0x1F "hi there"`, "%v %q", &hx, &s2)
	fmt.Println(n, err, hx, s2)
	var u8 uint8
	n, err = fmt.Sscan("300", &u8)
	fmt.Println(n, err, u8)
	var p point
	n, err = fmt.Sscan("(3,4)", &p)
	fmt.Println(n, err, p)
	n, err = fmt.Sscan("[3,4]", &p)
	fmt.Println(n, err)
	var p1, p2 pair
	n, err = fmt.Sscan("a=1 bb=22", &p1, &p2)
	fmt.Println(n, err, p1, p2)
	n, err = fmt.Sscanf("x=5, y=z", "%v, %v", &p1, &p2)
	fmt.Println(n, err, p1, p2)
	n, err = fmt.Sscan("novalue", &p1)
	fmt.Println(n, err)
	var notPtr int
	n, err = fmt.Sscan("5", notPtr)
	fmt.Println(n, err)
	rd := bufio.NewReader(strings.NewReader("3\n10 20 30\n"))
	var cnt int
	fmt.Fscan(rd, &cnt)
	sum := 0
	for i := 0; i < cnt; i++ {
		var v int
		fmt.Fscan(rd, &v)
		sum += v
	}
	fmt.Println(cnt, sum)
	var w1, w2 string
	n, err = fmt.Sscanf("key=value", "%3s=%s", &w1, &w2)
	fmt.Println(n, err, w1, w2)
	var f32 float32
	n, err = fmt.Sscan("1e40", &f32)
	fmt.Println(n, err, f32)
}


// Output:
// 3 <nil> alice 30 1.72
// 1 expected integer bob
// 2 <nil> 10
// 1 expected space in input to match format 7 0
// 3 <nil> 1 2 3
// 2 unexpected newline 4 5
// 0 EOF
// 4 expected quoted string 255 15 true X 
// 2 <nil> 31 hi there
// 0 unsigned integer overflow on token 300 0
// 1 <nil> {3 4}
// 0 input does not match format
// 2 <nil> {a 1} {bb 22}
// 1 expected integer {x 5} {y 22}
// 0 want '=' after "novalue"
// 0 type not a pointer: int
// 3 60
// 2 <nil> key value
// 0 strconv.ParseFloat: parsing "1e40": value out of range 0
