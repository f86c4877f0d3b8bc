package main

import (
	"fmt"
	"strings"
)

var trace []string

func t(s string, v int) int { trace = append(trace, s); return v }

type Counter struct{ n int }

func (c Counter) Get() int { return c.n }
func (c *Counter) Inc()    { c.n++ }

var (
	a    = b + 1
	b    = initB()
	c, d = pair()
)

func initB() int       { trace = append(trace, "initB"); return 10 }
func pair() (int, int) { trace = append(trace, "pair"); return a * 2, b * 3 }

func init() { trace = append(trace, "init1") }
func init() { trace = append(trace, "init2") }

const (
	KB = 1 << (10 * (iota + 1))
	MB
	GB
	_
	PB
)

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	_
	Thursday = iota * 10
	Friday
)

func named() (x int) {
	defer func() { x *= 2 }()
	x = 5
	return x + 1
}

func deferArgs() {
	i := 1
	defer fmt.Println("deferred i =", i)
	i = 2
	c := Counter{1}
	defer fmt.Println("deferred get =", c.Get())
	f := c.Get
	c.n = 100
	fmt.Println("method value bound:", f(), c.Get())
}

func main() {
	fmt.Println(a, b, c, d, strings.Join(trace, ","))
	trace = nil
	arr := []int{0, 0, 0}
	i := 0
	i, arr[i] = 1, t("rhs", 9)
	fmt.Println(i, arr)
	m := map[string]int{}
	m[fmt.Sprint(t("key", 1))] = t("val", 2)
	fmt.Println(m, trace)
	fmt.Println(KB, MB, GB, PB)
	fmt.Println(Sunday, Monday, Tuesday, Thursday, Friday)
	fmt.Println(named())
	deferArgs()
	x := [3]int{1, 2, 3}
	for i, v := range x {
		x[2] = 100
		if i == 2 {
			fmt.Println("range array copy:", v)
		}
	}
	s := []int{1, 2, 3}
	for i, v := range s {
		if i == 0 {
			s = append(s, 4)
			s[2] = 30
		}
		fmt.Print(v, " ")
	}
	fmt.Println(len(s))
	s1 := make([]int, 3, 10)
	s2 := append(s1, 1)
	s3 := append(s1, 2)
	fmt.Println(s2[3], s3[3], len(s1))
	buf := []int{1, 2, 3, 4, 5}
	copy(buf[1:], buf)
	fmt.Println(buf)
	const huge = 1 << 100
	fmt.Println(huge>>98, 0.1*3 == 0.3, 0.1*3)
	f1, f3 := 0.1, 3.0
	fmt.Println(f1*f3 == 0.3, f1*f3)
	var u64 uint64 = 1
	sh := 64
	fmt.Println(u64<<sh, int8(-128)>>1, -7>>1, uint8(200)+uint8(100))
	fmt.Println(string(rune(-1)) == "\uFFFD", string(rune(0x10FFFF+1)), len(string(rune(233))))
	type key struct {
		a string
		b [2]int
	}
	km := map[key]int{{"x", [2]int{1, 2}}: 1}
	km[key{"x", [2]int{1, 2}}]++
	fmt.Println(km)
	var e1, e2 any = [2]int{1, 2}, [2]int{1, 2}
	fmt.Println(e1 == e2)
	defer func() { fmt.Println("recovered:", recover()) }()
	var s4, s5 any = []int{1}, []int{1}
	fmt.Println(s4 == s5)
}

// Error:
// # command-line-arguments
// ./basic_eval_order_semantics.go:108:45: uint8(200) + uint8(100) (constant 300 of type uint8) overflows uint8
