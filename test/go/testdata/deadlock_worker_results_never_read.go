package main

import (
	"fmt"
	"sync"
)

func main() {
	jobs := []int{1, 2, 3}
	results := make(chan int) // unbuffered: each worker blocks until someone reads
	var wg sync.WaitGroup
	for _, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results <- j * j
		}()
	}
	wg.Wait() // waits for workers that wait for a reader: nobody reads before Wait returns
	close(results)
	for r := range results {
		fmt.Println(r)
	}
}

// Output:
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [semacquire]:
// Exit: 2
