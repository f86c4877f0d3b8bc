package main

import "fmt"

func generate(nums ...int) <-chan int {
	out := make(chan int)
	go func() {
		for _, n := range nums {
			out <- n
		}
		// forgot close(out)
	}()
	return out
}

func square(in <-chan int) <-chan int {
	out := make(chan int)
	go func() {
		for n := range in {
			out <- n * n
		}
		close(out)
	}()
	return out
}

func main() {
	total := 0
	for v := range square(generate(1, 2, 3, 4)) {
		fmt.Println("got", v)
		total += v
	}
	fmt.Println("total", total)
}

// Output:
// got 1
// got 4
// got 9
// got 16
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan receive]:
// Exit: 2
