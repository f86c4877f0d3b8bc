package main

import "fmt"

var (
	a = b + 1
	b = f()
	c = "c"
)

func f() int {
	fmt.Println("f called, c =", c)
	return 10
}

func init() {
	fmt.Println("init 1", a, b)
	a = 100
}

func init() {
	fmt.Println("init 2", a)
}

func main() {
	fmt.Println("main", a, b, c)
}

// Output:
// f called, c = c
// init 1 11 10
// init 2 100
// main 100 10 c
