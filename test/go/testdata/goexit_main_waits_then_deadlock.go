package main

import (
	"fmt"
	"runtime"
	"time"
)

func main() {
	go func() {
		time.Sleep(10 * time.Millisecond)
		fmt.Println("worker finished")
	}()
	defer fmt.Println("main's deferred call runs")
	runtime.Goexit()
	fmt.Println("never")
}

// Output:
// main's deferred call runs
// worker finished
// Stderr:
// fatal error: no goroutines (main called runtime.Goexit) - deadlock!
// Exit: 2
