package main

import "fmt"

var (
	a = b + 1
	b = f()
	c, d = pair()
)

func f() int {
	fmt.Println("f called")
	return 10
}

func pair() (int, string) { return 7, "seven" }

func init() {
	fmt.Println("init 1", a, b)
}

func init() {
	fmt.Println("init 2", c, d)
}

func main() {
	fmt.Println("main", a, b, c, d)
}
