package main

// main busy-waits on an atomic flag that a sleeping goroutine sets: preemption lets the sleeper's
// timer fire and the sleeper run while main loops.

import (
	"fmt"
	"sync/atomic"
	"time"
)

func main() {
	var flag atomic.Int32
	go func() {
		time.Sleep(5 * time.Millisecond)
		flag.Store(1)
	}()
	n := 0
	for flag.Load() == 0 {
		n++
	}
	fmt.Println("flag set", n > 0)
}

// Output:
// flag set true
