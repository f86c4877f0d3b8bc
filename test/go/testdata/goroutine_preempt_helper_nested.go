package main

// The loops that must give way are further away: a goroutine spins in a helper two calls down
// while main sums through a helper of a helper; a goroutine spins in a loop inside an if while
// main ranges over a slice inside an if; main recurses (no loop at all) beside a spinner. gc
// preempts every spinner, so main prints each result and returns.

import "fmt"

func sum(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i
	}
	return s
}

func spin(n int) {
	for {
		n++
	}
}

func outer(n int) { middle(n) }

func middle(n int) { spin(n) }

func total(n int) int { return sum(n) + 1 }

func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

func main() {
	go func() { outer(1) }()
	fmt.Println(total(1000000))

	go func() {
		x := 0
		if x == 0 {
			for {
				x++
			}
		}
	}()
	xs := make([]int, 1000000)
	for i := range xs {
		xs[i] = i
	}
	s := 0
	if len(xs) > 0 {
		for _, x := range xs {
			s += x
		}
	}
	fmt.Println(s)

	go func() { spin(2) }()
	fmt.Println(fib(25))
}

// Output:
// 499999500001
// 499999500000
// 75025
