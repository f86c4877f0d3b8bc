package main

import (
	"fmt"
	"sync"
	"time"
)

func main() {
	var mu sync.Mutex
	go func() {
		mu.Unlock()
	}()
	time.Sleep(10 * time.Millisecond)
	fmt.Println("not reached")
}

// Output:
// Stderr:
// fatal error: sync: unlock of unlocked mutex
//
// goroutine N [running]:
// Exit: 2
