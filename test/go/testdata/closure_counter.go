package main

import "fmt"

func counter() (func() int, func()) {
	n := 0
	return func() int { n++; return n }, func() { n = 0 }
}

func main() {
	next, reset := counter()
	fmt.Println(next(), next(), next())
	reset()
	fmt.Println(next())
	other, _ := counter()
	fmt.Println(other(), next())
}

// Output:
// 1 2 3
// 1
// 1 2
