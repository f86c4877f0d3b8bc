package main

import (
	"fmt"
	"sort"
	"strings"
)

type Counter struct {
	name string
	n    int
}

func (c Counter) Report() string { return fmt.Sprintf("%s=%d", c.name, c.n) }
func (c *Counter) Add(k int)     { c.n += k }

type Op func(int) int

func compose(fs ...Op) Op {
	return func(x int) int {
		for _, f := range fs {
			x = f(x)
		}
		return x
	}
}

func main() {
	c := Counter{name: "hits"}
	report := c.Report // value receiver: c copied now
	add := c.Add       // pointer receiver: bound to &c
	add(5)
	add(2)
	fmt.Println(report(), c.Report())

	var funcs []func() string
	for _, name := range []string{"a", "b", "c"} {
		funcs = append(funcs, func() string { return strings.ToUpper(name) })
	}
	for i := 0; i < 3; i++ {
		defer func() { fmt.Print(i, " ") }()
	}
	for _, f := range funcs {
		fmt.Print(f())
	}
	fmt.Println()

	counters := []*Counter{{name: "x"}, {name: "y"}}
	var adders []func(int)
	for _, ctr := range counters {
		adders = append(adders, ctr.Add)
	}
	for i, a := range adders {
		a(i + 10)
	}
	fmt.Println(counters[0].Report(), counters[1].Report())

	double := func(x int) int { return x * 2 }
	inc := func(x int) int { return x + 1 }
	fmt.Println(compose(double, inc)(5), compose(inc, double)(5), compose()(5))

	byLen := func(words []string) func(i, j int) bool {
		return func(i, j int) bool { return len(words[i]) < len(words[j]) }
	}
	ws := strings.Fields("bbb a cc dddd")
	sort.Slice(ws, byLen(ws))
	fmt.Println(ws)

	fib := func() func() int {
		a, b := 0, 1
		return func() int {
			r := a
			a, b = b, a+b
			return r
		}
	}()
	for range 8 {
		fmt.Print(fib(), ",")
	}
	fmt.Println()
	f := Counter.Report
	g := (*Counter).Add
	g(&c, 100)
	fmt.Println(f(c), fmt.Sprintf("%T | %T", f, g))
}

// Output:
// hits=0 hits=7
// ABC
// x=10 y=11
// 11 12 5
// [a cc bbb dddd]
// 0,1,1,2,3,5,8,13,
// hits=107 func(main.Counter) string | func(*main.Counter, int)
// 2 1 0 
// \ No newline at end of output
