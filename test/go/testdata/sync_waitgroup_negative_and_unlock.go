package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	var wg sync.WaitGroup
	func() {
		defer func() {
			fmt.Println("recovered:", recover())
		}()
		wg.Add(1)
		wg.Done()
		wg.Done()
	}()
	mu.Lock()
	mu.Unlock()
	fmt.Println("about to unlock twice")
	defer fmt.Println("deferred: not run for a fatal error")
	mu.Unlock()
}

// Output:
// recovered: sync: negative WaitGroup counter
// about to unlock twice
// Stderr:
// fatal error: sync: unlock of unlocked mutex
//
// goroutine 1 [running]:
// Exit: 2
