package main

import "fmt"

func counter() (func() int, func()) {
	c := 0
	return func() int { c++; return c }, func() { c = 0 }
}

func fibGen() func() int {
	a, b := 0, 1
	return func() int {
		r := a
		a, b = b, a+b
		return r
	}
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

func apply(fs ...func(int) int) func(int) int {
	return func(x int) int {
		for _, f := range fs {
			x = f(x)
		}
		return x
	}
}

func main() {
	inc, reset := counter()
	inc()
	inc()
	fmt.Println(inc())
	reset()
	fmt.Println(inc())
	f := fibGen()
	for i := 0; i < 10; i++ {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	var fib func(int) int
	fib = memo(func(n int) int {
		if n < 2 {
			return n
		}
		return fib(n-1) + fib(n-2)
	})
	fmt.Println(fib(80))
	double := func(x int) int { return x * 2 }
	fmt.Println(apply(double, func(x int) int { return x + 1 }, double)(5))
	var funcs []func() int
	for i := 0; i < 3; i++ {
		funcs = append(funcs, func() int { return i * i })
	}
	for _, g := range funcs {
		fmt.Print(g(), " ")
	}
	fmt.Println()
	x := 10
	defer func() { fmt.Println("deferred sees", x) }()
	defer fmt.Println("deferred arg", x)
	x = 20
}

// Output:
// 3
// 1
// 0 1 1 2 3 5 8 13 21 34 
// 23416728348467685
// 22
// 0 1 4 
// deferred arg 10
// deferred sees 20
