package main

import "fmt"

func producer(out chan<- int, n int) {
	for i := 0; i < n; i++ {
		out <- i
	}
	// forgot close(out)
}

func main() {
	ch := make(chan int)
	go producer(ch, 3)
	sum := 0
	for v := range ch {
		sum += v
		fmt.Println("got", v)
	}
	fmt.Println(sum)
}

// Output:
// got 0
// got 1
// got 2
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan receive]:
// Exit: 2
