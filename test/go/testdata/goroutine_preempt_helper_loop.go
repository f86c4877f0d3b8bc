package main

// main computes in a helper while a goroutine spins in another: both loops are in functions that
// are called, not in the goroutines' own bodies. gc preempts the spinner (since go1.14), so main
// finishes its sum, prints and returns, ending the program.

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

func main() {
	go func() { spin(1) }()
	fmt.Println(sum(3000000))
}

// Output:
// 4499998500000
