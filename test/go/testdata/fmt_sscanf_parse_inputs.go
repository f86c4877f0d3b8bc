package main

import (
	"bufio"
	"fmt"
	"strings"
)

func main() {
	var name string
	var cpu int
	var mem float64
	n, err := fmt.Sscanf("web-0 250 1.5", "%s %d %f", &name, &cpu, &mem)
	fmt.Println(n, err, name, cpu, mem)
	n, err = fmt.Sscanf("cpu=500m", "cpu=%dm", &cpu)
	fmt.Println(n, err, cpu)
	n, err = fmt.Sscanf("cpu=abc", "cpu=%d", &cpu)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("1 2", "%d %d %d", &cpu, &cpu, &cpu)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("x:1", "y:%d", &cpu)
	fmt.Println(n, err)
	var a, b int
	n, err = fmt.Sscan("10\n20", &a, &b)
	fmt.Println(n, err, a, b)
	n, err = fmt.Sscanln("10\n20", &a, &b)
	fmt.Println(n, err, a, b)
	var h int
	var s string
	n, err = fmt.Sscanf("0x1F rest", "%x %s", &h, &s)
	fmt.Println(n, err, h, s)
	n, err = fmt.Sscanf("ff", "%x", &h)
	fmt.Println(n, err, h)
	var bo bool
	var r rune
	n, err = fmt.Sscanf("true Z", "%t %c", &bo, &r)
	fmt.Println(n, err, bo, string(r))
	var q string
	n, err = fmt.Sscanf(`"quoted str" tail`, "%q %s", &q, &s)
	fmt.Println(n, err, q, s)
	var u8 uint8
	n, err = fmt.Sscan("300", &u8)
	fmt.Println(n, err, u8)
	n, err = fmt.Sscan("-5", &u8)
	fmt.Println(n, err, u8)
	n, err = fmt.Sscan("", &a)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("5", "%d", a)
	fmt.Println(n, err)
	var w1, w2 string
	n, err = fmt.Sscanf("abcdef", "%3s%s", &w1, &w2)
	fmt.Println(n, err, w1, w2)
	sc := bufio.NewScanner(strings.NewReader("3\n1 2 3\nx\n"))
	sc.Scan()
	var count int
	fmt.Sscan(sc.Text(), &count)
	sc.Scan()
	nums := make([]int, count)
	rd := strings.NewReader(sc.Text())
	for i := range nums {
		fmt.Fscan(rd, &nums[i])
	}
	fmt.Println(count, nums)
	sc.Scan()
	_, err = fmt.Sscan(sc.Text(), &count)
	fmt.Println(err)
}

// Output:
// 3 <nil> web-0 250 1.5
// 1 <nil> 500
// 0 expected integer
// 2 EOF
// 0 input does not match format
// 2 <nil> 10 20
// 1 unexpected newline 10 20
// 1 expected space in input to match format 0 
// 1 <nil> 255
// 2 <nil> true Z
// 2 <nil> quoted str tail
// 0 unsigned integer overflow on token 300 0
// 0 expected integer 0
// 0 EOF
// 0 type not a pointer: int
// 2 <nil> abc def
// 3 [1 2 3]
// expected integer
