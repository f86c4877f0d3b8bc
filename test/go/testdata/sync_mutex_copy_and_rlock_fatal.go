package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.RWMutex
	mu.RLock()
	mu.RUnlock()
	fmt.Println("ok")
	mu.RUnlock()
}

// Output:
// ok
// Stderr:
// fatal error: sync: RUnlock of unlocked RWMutex
//
// goroutine 1 [running]:
// Exit: 2
