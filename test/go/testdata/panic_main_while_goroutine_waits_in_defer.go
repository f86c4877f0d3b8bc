package main

import (
	"fmt"
	"sync"
)

// A worker holds a lock and waits in a deferred call while main panics:
// only main's deferred calls run, and the worker cannot recover main's panic.

func main() {
	var mu sync.Mutex
	started := make(chan bool)
	release := make(chan bool)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				fmt.Println("worker recovered", r)
			}
		}()
		defer fmt.Println("worker deferred print")
		defer func() {
			mu.Lock()
			started <- true
			<-release
			mu.Unlock()
		}()
	}()
	<-started
	defer fmt.Println("main deferred")
	var m map[string]int
	m["x"]++
}

// Output:
// main deferred
// Stderr:
// panic: assignment to entry in nil map
//
// goroutine 1 [running]:
// Exit: 2
