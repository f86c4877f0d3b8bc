package main

import "fmt"

func counter() func() int {
	n := 0
	return func() int {
		n++
		return n
	}
}

func apply(xs []int, f func(int) int) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

type Op func(a, b int) int

func main() {
	c := counter()
	c()
	c()
	fmt.Println(c())
	d := counter()
	fmt.Println(d())
	k := 10
	fmt.Println(apply([]int{1, 2, 3}, func(x int) int { return x * k }))
	k = 100
	add := func(a, b int) int { return a + b }
	var op Op = add
	fmt.Println(op(2, 3))
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i * i })
	}
	for _, f := range fs {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	for _, s := range []string{"x", "y"} {
		defer func() { fmt.Println("deferred", s) }()
	}
	x := 1
	inc := func() { x++ }
	inc()
	inc()
	fmt.Println(x)
	var rec func(int) int
	rec = func(n int) int {
		if n == 0 {
			return 0
		}
		return n + rec(n-1)
	}
	fmt.Println(rec(10))
	nested := func() func() int {
		y := 5
		return func() int { y += x; return y }
	}()
	fmt.Println(nested(), nested())
}
