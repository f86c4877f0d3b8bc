package main

import "fmt"

type counter struct{ n int }

func (c *counter) inc() int { c.n++; return c.n }

func main() {
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i * 10 })
	}
	for _, f := range fs {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	var ptrs []*int
	for i := range 3 {
		ptrs = append(ptrs, &i)
	}
	fmt.Println(*ptrs[0], *ptrs[1], *ptrs[2])
	c := counter{}
	inc := c.inc
	inc()
	inc()
	fmt.Println(c.n)
	c2 := c
	v := c2.inc
	c2.n = 100
	fmt.Println(v(), c.n, c2.n)
	adders := map[string]func(int) int{}
	for _, k := range []int{1, 5, 10} {
		adders[fmt.Sprint("add", k)] = func(x int) int { return x + k }
	}
	fmt.Println(adders["add1"](1), adders["add5"](1), adders["add10"](1))
	fib := func() func() int {
		a, b := 0, 1
		return func() int {
			defer func() { a, b = b, a+b }()
			return a
		}
	}()
	for range 10 {
		fmt.Print(fib(), ",")
	}
	fmt.Println()
	x := 1
	f := func() { x *= 2 }
	defer fmt.Println("x at defer eval:", x)
	defer func() { fmt.Println("x at exit:", x) }()
	f()
	f()
	var rec func(int) int
	rec = func(n int) int {
		if n <= 1 {
			return 1
		}
		return n * rec(n-1)
	}
	fmt.Println(rec(10))
outer:
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			if j == 2 {
				continue outer
			}
			if i == 2 {
				break outer
			}
			fmt.Print(i, j, ";")
		}
	}
	fmt.Println()
	switch n := 3; {
	case n > 2:
		fmt.Println("big")
		fallthrough
	case n > 100:
		fmt.Println("fell through")
	default:
		fmt.Println("default")
	}
}

// Output:
// 0 10 20 
// 0 1 2
// 2
// 101 2 101
// 2 6 11
// 0,1,1,2,3,5,8,13,21,34,
// 3628800
// 0 0;0 1;1 0;1 1;
// big
// fell through
// x at exit: 4
// x at defer eval: 1
