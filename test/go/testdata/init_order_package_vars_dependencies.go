package main

import "fmt"

var (
	a = c + b
	b = f("b")
	c = f("c")
	d = 3
)

var total = sum(1, 2, 3)

func f(name string) int {
	d++
	fmt.Println("init var", name, "d =", d)
	return d
}

func sum(xs ...int) (s int) {
	for _, x := range xs {
		s += x
	}
	fmt.Println("sum", xs)
	return
}

func init() {
	fmt.Println("init 1: a b c d =", a, b, c, d)
}

func init() {
	fmt.Println("init 2: total =", total)
	d = 100
}

type registry map[string]func() string

var reg = registry{}

func register(name string, fn func() string) bool {
	reg[name] = fn
	return true
}

var _ = register("hello", func() string { return "hi" })
var okZ = register("zed", func() string { return "z" })

func main() {
	fmt.Println("main:", a, b, c, d, okZ, len(reg), reg["hello"]())
}

// Output:
// init var b d = 4
// init var c d = 5
// sum [1 2 3]
// init 1: a b c d = 9 4 5 5
// init 2: total = 6
// main: 9 4 5 100 true 2 hi
