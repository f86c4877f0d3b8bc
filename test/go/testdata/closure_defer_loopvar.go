package main

import "fmt"

type handler func(string) string

func chain(hs ...handler) handler {
	return func(s string) string {
		for _, h := range hs {
			s = h(s)
		}
		return s
	}
}

func memo(f func(int) int) func(int) int {
	cache := map[int]int{}
	calls := 0
	return func(n int) int {
		if v, ok := cache[n]; ok {
			return v
		}
		calls++
		v := f(n)
		cache[n] = v
		fmt.Printf("computed %d (calls=%d)\n", n, calls)
		return v
	}
}

func main() {
	h := chain(func(s string) string { return s + "a" }, func(s string) string { return "<" + s + ">" })
	fmt.Println(h("x"))
	sq := memo(func(n int) int { return n * n })
	fmt.Println(sq(4), sq(4), sq(5))
	var fib func(int) int
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		return fib(n-1) + fib(n-2)
	}
	fmt.Println(fib(20))
	for i := range 3 {
		defer func() { fmt.Println("defer", i) }()
	}
	x := 10
	show := func() { fmt.Println("x is", x) }
	x = 20
	show()
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
	func() {
		defer func() {
			fmt.Println("inner recover:", recover())
		}()
		var f func()
		f()
	}()
}

// Output:
// <xa>
// computed 4 (calls=1)
// computed 5 (calls=2)
// 16 16 25
// 6765
// x is 20
// 222
// inner recover: runtime error: invalid memory address or nil pointer dereference
// defer 2
// defer 1
// defer 0
