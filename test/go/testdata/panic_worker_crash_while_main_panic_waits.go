package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	start := make(chan struct{})
	wg.Add(1)
	go func() {
		defer fmt.Println("worker: deferred")
		<-start
		var p *struct{ n int }
		fmt.Println("worker: dereferencing")
		fmt.Println(p.n)
		wg.Done()
	}()
	defer wg.Wait()
	defer close(start)
	defer fmt.Println("main: deferred")
	panic("main gives up")
}

// Output:
// main: deferred
// worker: dereferencing
// worker: deferred
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine N [running]:
// Exit: 2
