package main

import (
	"fmt"
	"time"
)

// Two goroutines spin for ever; main sleeps, prints and returns: gc preempts the spinners (since
// go1.14), so main gets its turn and the program exits 0.

func main() {
	go func() {
		for {
		}
	}()
	go func() {
		for {
		}
	}()
	time.Sleep(10 * time.Millisecond)
	fmt.Println("main done")
}

// Output:
// main done
