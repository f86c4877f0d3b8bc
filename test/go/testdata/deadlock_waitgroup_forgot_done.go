package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	results := make(chan int)
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			results <- n * n
		}(i)
	}
	sum := 0
	for i := 0; i < 3; i++ {
		sum += <-results
	}
	fmt.Println("sum", sum)
	wg.Add(1)
	wg.Wait()
}

// Output:
// sum 5
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [semacquire]:
// Exit: 2
