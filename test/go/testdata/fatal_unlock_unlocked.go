package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	mu.Lock()
	fmt.Println("locked")
	mu.Unlock()
	mu.Unlock()
}

// Output:
// locked
// Stderr:
// fatal error: sync: unlock of unlocked mutex
//
// goroutine 1 [running]:
// Exit: 2
