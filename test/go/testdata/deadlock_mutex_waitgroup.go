package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	var wg sync.WaitGroup
	ch := make(chan int)
	wg.Add(2)
	go func() {
		defer wg.Done()
		mu.Lock()
		fmt.Println("worker 1 holds the lock")
		ch <- 1
		mu.Unlock()
	}()
	go func() {
		defer wg.Done()
		v := <-ch
		fmt.Println("worker 2 got", v)
		ch <- v + 1
	}()
	wg.Wait()
	fmt.Println("never")
}

// Output:
// worker 1 holds the lock
// worker 2 got 1
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [semacquire]:
// Exit: 2
