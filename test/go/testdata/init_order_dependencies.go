package main

import "fmt"

var (
	a = c + b
	b = f("b")
	c = f("c")
	d = 3
)

var total = sum(a, b, c, d)

func f(s string) int {
	fmt.Println("init var", s, "d =", d)
	return len(s) + d
}

func sum(xs ...int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	fmt.Println("sum of", xs)
	return t
}

func init() {
	fmt.Println("init 1: total", total)
	d = 100
}

func init() {
	fmt.Println("init 2: d", d)
}

var registry = map[string]func() string{}

func register(name string) bool {
	registry[name] = func() string { return "handler " + name }
	fmt.Println("registered", name)
	return true
}

var _ = register("pods")
var _ = register("services")

func main() {
	fmt.Println("main", a, b, c, d, total, len(registry), registry["pods"]())
}

// Output:
// init var b d = 3
// init var c d = 3
// sum of [8 4 4 3]
// registered pods
// registered services
// init 1: total 19
// init 2: d 100
// main 8 4 4 100 19 2 handler pods
