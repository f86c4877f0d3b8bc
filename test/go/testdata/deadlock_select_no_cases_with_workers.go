package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	mu.Lock()
	ch := make(chan int)
	go func() {
		mu.Lock()
		fmt.Println("never")
	}()
	go func() {
		<-ch
	}()
	fmt.Println("main waits forever")
	select {}
}

// Output:
// main waits forever
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [select (no cases)]:
// Exit: 2
