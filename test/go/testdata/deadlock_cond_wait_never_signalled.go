package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	cond := sync.NewCond(&mu)
	ready := false
	mu.Lock()
	for !ready {
		fmt.Println("waiting")
		cond.Wait()
	}
	mu.Unlock()
}

// Output:
// waiting
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [sync.Cond.Wait]:
// Exit: 2
