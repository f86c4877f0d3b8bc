package main

import "fmt"

func main() {
	const (
		A = iota * 10
		B
		C
	)
	type Color int
	const (
		Red Color = iota
		Green
		Blue
	)
	const big = 1 << 40
	fmt.Println(A, B, C, Red, Green, Blue, big)
	fmt.Printf("%T %v\n", Blue, Blue)
}

// Output:
// 0 10 20 0 1 2 1099511627776
// main.Color 2
