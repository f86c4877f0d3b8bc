package main

// A goroutine that spins without a call or a channel operation does not starve main: gc preempts
// it (since go1.14), so main wakes from its sleep, prints and returns, ending the program.

import (
	"fmt"
	"time"
)

func main() {
	x := 0
	go func() {
		for {
			x++
		}
	}()
	time.Sleep(10 * time.Millisecond)
	fmt.Println("done")
}

// Output:
// done
