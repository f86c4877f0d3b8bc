package main

import (
	"fmt"
	"runtime"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer fmt.Println("worker deferred")
		runtime.Goexit()
		fmt.Println("not reached")
	}()
	wg.Wait()
	defer fmt.Println("main deferred runs before the fatal error")
	runtime.Goexit()
}

// Output:
// worker deferred
// main deferred runs before the fatal error
// Stderr:
// fatal error: no goroutines (main called runtime.Goexit) - deadlock!
// Exit: 2
