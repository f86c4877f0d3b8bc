package main

import (
	"fmt"
	"strings"
)

func main() {
	var name string
	var age int
	var score float64
	n, err := fmt.Sscanf("alice 30 91.5", "%s %d %f", &name, &age, &score)
	fmt.Println(n, err, name, age, score)
	n, err = fmt.Sscanf("bob x", "%s %d", &name, &age)
	fmt.Println(n, err, name, age)
	n, err = fmt.Sscanf("id=42;", "id=%d;", &age)
	fmt.Println(n, err, age)
	n, err = fmt.Sscanf("id:42", "id=%d", &age)
	fmt.Println(n, err)
	var a, b, c int
	n, err = fmt.Sscan("1 2", &a, &b, &c)
	fmt.Println(n, err, a, b, c)
	n, err = fmt.Sscanln("4 5\n6", &a, &b, &c)
	fmt.Println(n, err, a, b, c)
	var hex int
	var word string
	var ch rune
	n, err = fmt.Sscanf("ff Z rest", "%x %c %s", &hex, &ch, &word)
	fmt.Println(n, err, hex, string(ch), word)
	var ok bool
	n, err = fmt.Sscan("true", &ok)
	fmt.Println(n, err, ok)
	n, err = fmt.Sscan("maybe", &ok)
	fmt.Println(n, err)
	var u8 uint8
	n, err = fmt.Sscan("300", &u8)
	fmt.Println(n, err, u8)
	r := strings.NewReader("3\n10 20 30\n")
	var count int
	fmt.Fscan(r, &count)
	sum := 0
	for i := 0; i < count; i++ {
		var v int
		fmt.Fscan(r, &v)
		sum += v
	}
	fmt.Println("sum", sum)
	var x int
	_, err = fmt.Fscan(r, &x)
	fmt.Println(err)
	var s1, s2 string
	n, err = fmt.Sscanf("  padded   words ", "%s%s", &s1, &s2)
	fmt.Printf("%d %v %q %q\n", n, err, s1, s2)
	var q string
	n, err = fmt.Sscanf(`"quoted str" x`, "%q", &q)
	fmt.Println(n, err, q)
}

// Output:
// 3 <nil> alice 30 91.5
// 1 expected integer bob 30
// 1 <nil> 42
// 0 input does not match format
// 2 EOF 1 2 0
// 2 unexpected newline 4 5 0
// 3 <nil> 255 Z rest
// 1 <nil> true
// 1 <nil>
// 0 unsigned integer overflow on token 300 0
// sum 60
// EOF
// 2 <nil> "padded" "words"
// 1 <nil> quoted str
