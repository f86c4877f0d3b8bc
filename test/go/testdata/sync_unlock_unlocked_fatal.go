package main

import (
	"fmt"
	"sync"
)

func main() {
	var rw sync.RWMutex
	rw.RLock()
	rw.RUnlock()
	fmt.Println("rlock ok")
	defer fmt.Println("deferred: not printed after a fatal error")
	func() {
		defer func() { fmt.Println("recover sees:", recover()) }()
		var mu sync.Mutex
		mu.Lock()
		mu.Unlock()
		mu.Unlock()
	}()
}

// Output:
// rlock ok
// Stderr:
// fatal error: sync: unlock of unlocked mutex
//
// goroutine 1 [running]:
// Exit: 2
