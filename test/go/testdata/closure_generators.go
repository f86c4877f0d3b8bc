package main

import "fmt"

func fibGen() func() int {
	a, b := 0, 1
	return func() int {
		r := a
		a, b = b, a+b
		return r
	}
}

func filter(xs []int, pred func(int) bool) []int {
	var out []int
	for _, x := range xs {
		if pred(x) {
			out = append(out, x)
		}
	}
	return out
}

func makeMultiplier(k int) func(int) int { return func(x int) int { return x * k } }

func main() {
	g := fibGen()
	for i := 0; i < 10; i++ {
		fmt.Print(g(), " ")
	}
	fmt.Println()
	threshold := 3
	fmt.Println(filter([]int{1, 5, 2, 8, 3}, func(x int) bool { return x > threshold }))
	double, triple := makeMultiplier(2), makeMultiplier(3)
	fmt.Println(double(7), triple(7))
}

// Output:
// 0 1 1 2 3 5 8 13 21 34 
// [5 8]
// 14 21
