package main

import "fmt"

func counter(start int) (func() int, func()) {
	n := start
	return func() int { n++; return n }, func() { n = start }
}

type op func(int, int) int

func compose(fs ...func(int) int) func(int) int {
	return func(x int) int {
		for i := len(fs) - 1; i >= 0; i-- {
			x = fs[i](x)
		}
		return x
	}
}

func main() {
	next, reset := counter(10)
	fmt.Println(next(), next(), next())
	reset()
	fmt.Println(next())
	ops := map[string]op{"add": func(a, b int) int { return a + b }, "mul": func(a, b int) int { return a * b }}
	for _, k := range []string{"add", "mul", "sub"} {
		if f, ok := ops[k]; ok {
			fmt.Printf("%s(6,7)=%d\n", k, f(6, 7))
		} else {
			fmt.Printf("%s: no such op (%v)\n", k, f == nil)
		}
	}
	inc := func(x int) int { return x + 1 }
	dbl := func(x int) int { return x * 2 }
	fmt.Println(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(5))
	var fns []func() int
	for i := 0; i < 3; i++ {
		fns = append(fns, func() int { return i * i })
	}
	for _, f := range fns {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	fib := func() func() int {
		a, b := 0, 1
		return func() int { r := a; a, b = b, a+b; return r }
	}()
	for i := 0; i < 10; i++ {
		fmt.Print(fib(), ",")
	}
	fmt.Println()
}

// Output:
// 11 12 13
// 11
// add(6,7)=13
// mul(6,7)=42
// sub: no such op (true)
// 11 12 5
// 0 1 4 
// 0,1,1,2,3,5,8,13,21,34,
