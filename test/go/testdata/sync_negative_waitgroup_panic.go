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
		fmt.Println("worker")
	}()
	wg.Wait()
	defer func() {
		r := recover()
		fmt.Printf("%T %v\n", r, r)
		var rw sync.RWMutex
		rw.RUnlock()
	}()
	wg.Done()
}

// Output:
// worker
// string sync: negative WaitGroup counter
// Stderr:
// fatal error: sync: RUnlock of unlocked RWMutex
//
// goroutine 1 [running]:
// Exit: 2
