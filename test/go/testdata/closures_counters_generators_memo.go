package main

import (
	"fmt"
	"strings"
)

func counterGen() (func() int, func()) {
	c := 0
	return func() int { c++; return c }, func() { c = 0 }
}

func fibMemo() func(int) int {
	memo := map[int]int{}
	var fib func(int) int
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		if v, ok := memo[n]; ok {
			return v
		}
		memo[n] = fib(n-1) + fib(n-2)
		return memo[n]
	}
	return fib
}

type Middleware func(string) string

func chain(ms ...Middleware) Middleware {
	return func(s string) string {
		for i := len(ms) - 1; i >= 0; i-- {
			s = ms[i](s)
		}
		return s
	}
}

func main() {
	next, reset := counterGen()
	fmt.Println(next(), next(), next())
	reset()
	fmt.Println(next())
	fib := fibMemo()
	fmt.Println(fib(50), fib(90))
	h := chain(strings.ToUpper, func(s string) string { return "[" + s + "]" }, strings.TrimSpace)
	fmt.Println(h("  hi there "))
	var handlers []func() string
	for i, name := range []string{"a", "b", "c"} {
		handlers = append(handlers, func() string { return fmt.Sprint(i, name) })
	}
	for _, h := range handlers {
		fmt.Print(h(), " ")
	}
	fmt.Println()
	acc := 0
	add := func(n int) func() {
		return func() { acc += n }
	}
	fs := []func(){add(1), add(10), add(100)}
	for _, f := range fs {
		f()
		f()
	}
	fmt.Println(acc)
	x := 10
	inc := func() { x++ }
	get := func() int { return x }
	inc()
	x = 20
	inc()
	fmt.Println(get(), x)
	i := 0
	var loops []func()
	for i < 3 {
		loops = append(loops, func() { fmt.Print(i) })
		i++
	}
	for _, f := range loops {
		f()
	}
	fmt.Println()
	for j := 0; j < 3; j++ {
		defer func() { fmt.Print(j) }()
		j := j * 10
		defer func() { fmt.Print(j, ",") }()
	}
}

// Output:
// 1 2 3
// 1
// 12586269025 2880067194370816120
// [HI THERE]
// 0a 1b 2c 
// 222
// 21 21
// 333
// 20,210,10,0
// \ No newline at end of output
