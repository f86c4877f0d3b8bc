package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		fmt.Println("work")
	}()
	wg.Wait()
	defer fmt.Println("deferred print")
	wg.Done()
}

// Output:
// work
// deferred print
// Stderr:
// panic: sync: negative WaitGroup counter
//
// goroutine 1 [running]:
// Exit: 2
