package main

import (
	"fmt"
	"strings"
)

func counter() (func() int, func()) {
	c := 0
	return func() int { c++; return c }, func() { c = 0 }
}

func memo(f func(int) int) func(int) int {
	cache := map[int]int{}
	return func(n int) int {
		if v, ok := cache[n]; ok {
			return v
		}
		v := f(n)
		cache[n] = v
		return v
	}
}

func compose[A, B, C any](f func(A) B, g func(B) C) func(A) C {
	return func(a A) C { return g(f(a)) }
}

type middleware func(string) string

func chain(ms ...middleware) middleware {
	return func(s string) string {
		for i := len(ms) - 1; i >= 0; i-- {
			s = ms[i](s)
		}
		return s
	}
}

func main() {
	inc, reset := counter()
	fmt.Println(inc(), inc(), inc())
	reset()
	fmt.Println(inc())
	var fib func(int) int
	calls := 0
	fib = memo(func(n int) int {
		calls++
		if n < 2 {
			return n
		}
		return fib(n-1) + fib(n-2)
	})
	fmt.Println(fib(80), calls)
	lenUpper := compose(strings.ToUpper, func(s string) int { return len(s) })
	fmt.Println(lenUpper("héllo"))
	h := chain(strings.TrimSpace, strings.ToLower, func(s string) string { return "<" + s + ">" })
	fmt.Println(h("  Hello World  "))
	var funcs []func()
	for i := 0; i < 3; i++ {
		funcs = append(funcs, func() { fmt.Print(i, " ") })
		i++
	}
	for _, f := range funcs {
		f()
	}
	fmt.Println()
	x := 10
	add := func(d int) { x += d }
	add(5)
	defer fmt.Println("deferred sees", x)
	add(1)
	func() {
		x := x * 2
		fmt.Println("inner", x)
	}()
	fmt.Println("outer", x)
	acc := make([]func() int, 0)
	for _, v := range []int{10, 20} {
		acc = append(acc, func() int { return v * 2 })
	}
	fmt.Println(acc[0](), acc[1]())
	fmt.Printf("%T %v\n", fib, fib == nil)
}

// Output:
// 1 2 3
// 1
// 23416728348467685 81
// 6
// <  hello world  >
// 1 3 
// inner 32
// outer 16
// 20 40
// func(int) int false
// deferred sees 15
