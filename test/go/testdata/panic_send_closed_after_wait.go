package main

import (
	"fmt"
	"sync"
)

func main() {
	results := make(chan int, 10)
	var wg sync.WaitGroup
	for i := 1; i <= 3; i++ {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			results <- n * n
		}(i)
	}
	wg.Wait()
	close(results)
	sum := 0
	for r := range results {
		sum += r
	}
	fmt.Println("sum:", sum)
	v, ok := <-results
	fmt.Println("after close:", v, ok)
	defer fmt.Println("deferred print runs before the crash")
	results <- 42
	fmt.Println("unreachable")
}

// Output:
// sum: 14
// after close: 0 false
// deferred print runs before the crash
// Stderr:
// panic: send on closed channel
//
// goroutine 1 [running]:
// Exit: 2
