package main

import (
	"errors"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		panic(errors.New("worker failed"))
	}()
	wg.Wait()
}

// Output:
// Stderr:
// panic: worker failed
//
// goroutine N [running]:
// Exit: 2
