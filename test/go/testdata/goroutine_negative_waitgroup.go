package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	wg.Done()
	fmt.Println("one Done too many")
	wg.Done()
}

// Output:
// one Done too many
// Stderr:
// panic: sync: negative WaitGroup counter
//
// goroutine 1 [running]:
// Exit: 2
