package main

import (
	"fmt"
	"strings"
)

type op func(int, int) int

func apply(f op, a, b int) int { return f(a, b) }

func compose(f, g func(string) string) func(string) string {
	return func(s string) string { return g(f(s)) }
}

func main() {
	add := func(a, b int) int { return a + b }
	fmt.Println(apply(add, 2, 3), apply(func(a, b int) int { return a * b }, 4, 5))
	ops := map[string]op{
		"sub": func(a, b int) int { return a - b },
		"max": func(a, b int) int { return max(a, b) },
	}
	fmt.Println(ops["sub"](10, 3), ops["max"](2, 8))
	shout := compose(strings.ToUpper, func(s string) string { return s + "!" })
	fmt.Println(shout("hello"))
	var nilFn func()
	fmt.Println(nilFn == nil)
	fmt.Println(func() int { return 42 }())
}

// Output:
// 5 20
// 7 8
// HELLO!
// true
// 42
