package main

import (
	"fmt"
	"sync"
)

func tryRecover() {
	fmt.Println("worker: recover() not in a deferred call =", recover())
}

func worker(wg *sync.WaitGroup) {
	defer wg.Done()
	tryRecover()
	fmt.Println("worker: recover() directly =", recover())
}

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	defer fmt.Println("main: deferred print")
	defer wg.Wait()
	go worker(&wg)
	panic("main panics while a worker runs")
}

// Output:
// worker: recover() not in a deferred call = <nil>
// worker: recover() directly = <nil>
// main: deferred print
// Stderr:
// panic: main panics while a worker runs
//
// goroutine 1 [running]:
// Exit: 2
