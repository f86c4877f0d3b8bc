package main

import (
	"fmt"
	"runtime"
	"time"
)

// The goroutine time.AfterFunc starts blocks on a send nobody receives; main has called
// runtime.Goexit, so the deadlock report's first goroutine is the timer's.
func main() {
	ch := make(chan int)
	time.AfterFunc(time.Millisecond, func() {
		fmt.Println("timer fired")
		ch <- 1
		fmt.Println("not reached")
	})
	defer fmt.Println("main exits")
	runtime.Goexit()
}

// Output:
// main exits
// timer fired
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine N [chan send]:
// Exit: 2
