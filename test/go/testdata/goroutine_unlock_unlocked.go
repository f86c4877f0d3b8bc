package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	mu.Lock()
	mu.Unlock()
	fmt.Println("unlocking twice")
	mu.Unlock()
}

// Output:
// unlocking twice
// Stderr:
// fatal error: sync: unlock of unlocked mutex
//
// goroutine 1 [running]:
// Exit: 2
