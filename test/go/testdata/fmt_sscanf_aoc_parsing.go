package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
)

type Move struct {
	N, From, To int
}

func main() {
	lines := []string{"move 3 from 1 to 2", "move 10 from 2 to 9", "move x from 1 to 2", "move 4 from 5"}
	for _, l := range lines {
		var m Move
		n, err := fmt.Sscanf(l, "move %d from %d to %d", &m.N, &m.From, &m.To)
		fmt.Printf("%d %+v %v\n", n, m, err)
	}
	var name string
	var age int
	var score float64
	n, err := fmt.Sscan("alice 30 91.5 extra", &name, &age, &score)
	fmt.Println(n, err, name, age, score)
	n, err = fmt.Sscan("bob", &name, &age)
	fmt.Println(n, err, name)
	n, err = fmt.Sscanln("carol 7\n8", &name, &age, &score)
	fmt.Println(n, err, name, age)
	var x, y int
	n, err = fmt.Sscanf("10,20", "%d,%d", &x, &y)
	fmt.Println(n, err, x, y)
	var s1, s2 string
	n, err = fmt.Sscanf("key=value", "%s=%s", &s1, &s2)
	fmt.Printf("%d %v %q %q\n", n, err, s1, s2)
	var hx int
	var r rune
	var b bool
	n, err = fmt.Sscanf("ff Z true", "%x %c %t", &hx, &r, &b)
	fmt.Println(n, err, hx, string(r), b)
	var u8 uint8
	n, err = fmt.Sscanf("300", "%d", &u8)
	fmt.Println(n, err, u8)
	var q string
	n, err = fmt.Sscanf(`"quoted str" rest`, "%q", &q)
	fmt.Println(n, err, q)
	rd := strings.NewReader("1 2 3\n4 5\n")
	sum := 0
	for {
		var v int
		_, err := fmt.Fscan(rd, &v)
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println("err:", err)
			break
		}
		sum += v
	}
	fmt.Println("sum", sum)
	in := bufio.NewReader(os.Stdin)
	line, err := in.ReadString('\n')
	fmt.Printf("stdin: %q %v\n", line, err)
	sc := bufio.NewScanner(strings.NewReader("alpha beta\ngamma"))
	sc.Split(bufio.ScanWords)
	var words []string
	for sc.Scan() {
		words = append(words, sc.Text())
	}
	fmt.Println(words, sc.Err())
	sc = bufio.NewScanner(strings.NewReader("ab"))
	sc.Split(bufio.ScanRunes)
	for sc.Scan() {
		fmt.Print(sc.Text(), "|")
	}
	fmt.Println()
	var a1, a2 int
	n, err = fmt.Sscanf("5 apples", "%d apples %d", &a1, &a2)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("7", "%d %d", &a1, &a2)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("1", "%d", a1)
	fmt.Println(n, err)
}

// Output:
// 3 {N:3 From:1 To:2} <nil>
// 3 {N:10 From:2 To:9} <nil>
// 0 {N:0 From:0 To:0} expected integer
// 2 {N:4 From:5 To:0} unexpected EOF
// 3 <nil> alice 30 91.5
// 1 EOF bob
// 2 unexpected newline carol 7
// 2 <nil> 10 20
// 1 unexpected EOF "key=value" ""
// 3 <nil> 255 Z true
// 0 unsigned integer overflow on token 300 0
// 1 <nil> quoted str
// sum 15
// stdin: "" EOF
// [alpha beta gamma] <nil>
// a|b|
// 1 EOF
// 1 EOF
// 0 type not a pointer: int
