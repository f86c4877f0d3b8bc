package main

import (
	"fmt"
	"runtime"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	var mu sync.Mutex
	total := 0
	for i := 1; i <= 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mu.Lock()
			total += i
			mu.Unlock()
		}()
	}
	deferred := make(chan struct{})
	go func() {
		wg.Wait()
		<-deferred
		fmt.Println("workers finished, total =", total)
	}()
	defer func() {
		fmt.Println("main's defer runs on Goexit")
		close(deferred)
	}()
	runtime.Goexit()
	fmt.Println("unreachable")
}

// Output:
// main's defer runs on Goexit
// workers finished, total = 6
// Stderr:
// fatal error: no goroutines (main called runtime.Goexit) - deadlock!
// Exit: 2
