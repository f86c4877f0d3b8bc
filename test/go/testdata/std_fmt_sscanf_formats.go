package main

import "fmt"

func main() {
	var a, b int
	n, err := fmt.Sscanf("1-2", "%d-%d", &a, &b)
	fmt.Println(n, err, a, b)
	n, err = fmt.Sscanf("10:20", "%d:%d", &a, &b)
	fmt.Println(n, err, a, b)
	var s string
	n, err = fmt.Sscanf("key=val", "key=%s", &s)
	fmt.Println(n, err, s)
	n, err = fmt.Sscanf("3 apples", "%d %s", &a, &s)
	fmt.Println(n, err, a, s)
	var f float64
	n, err = fmt.Sscanf("(1.5, 2)", "(%f, %d)", &f, &a)
	fmt.Println(n, err, f, a)
	n, err = fmt.Sscan("7\n8", &a, &b)
	fmt.Println(n, err, a, b)
	n, err = fmt.Sscanln("7\n8", &a, &b)
	fmt.Println(n, err, a, b)
	var x, y int
	n, err = fmt.Sscanf("5 x", "%d %d", &x, &y)
	fmt.Println(n, err, x, y)
	var r rune
	var bb bool
	n, err = fmt.Sscanf("Z true 0x1f", "%c %t %v", &r, &bb, &a)
	fmt.Println(n, err, r, bb, a)
}

// Output:
// 2 <nil> 1 2
// 2 <nil> 10 20
// 1 <nil> val
// 2 <nil> 3 apples
// 2 <nil> 1.5 2
// 2 <nil> 7 8
// 1 unexpected newline 7 8
// 1 expected integer 5 0
// 3 <nil> 90 true 31
