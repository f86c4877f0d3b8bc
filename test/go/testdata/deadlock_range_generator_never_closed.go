package main

import "fmt"

func gen(n int) <-chan int {
	out := make(chan int)
	go func() {
		for i := 0; i < n; i++ {
			out <- i
		}
	}()
	return out
}

func main() {
	total := 0
	for v := range gen(4) {
		total += v
		fmt.Println("recv", v, "total", total)
	}
	fmt.Println("done", total)
}

// Output:
// recv 0 total 0
// recv 1 total 1
// recv 2 total 3
// recv 3 total 6
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan receive]:
// Exit: 2
