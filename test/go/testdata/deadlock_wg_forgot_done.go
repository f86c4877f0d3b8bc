package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		fmt.Println("one")
	}()
	wg.Wait()
}

// Output:
// one
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [semacquire]:
// Exit: 2
