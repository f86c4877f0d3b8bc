package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	cond := sync.NewCond(&mu)
	ready := false
	done := make(chan struct{})
	go func() {
		mu.Lock()
		ready = true
		cond.Broadcast()
		mu.Unlock()
		close(done)
	}()
	<-done
	fmt.Println("ready:", ready)
	mu.Lock()
	cond.Wait()
	mu.Unlock()
	fmt.Println("never")
}

// Output:
// ready: true
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [sync.Cond.Wait]:
// Exit: 2
