package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	c := sync.NewCond(&mu)
	mu.Lock()
	fmt.Println("waiting")
	c.Wait()
}

// Output:
// waiting
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [sync.Cond.Wait]:
// Exit: 2
