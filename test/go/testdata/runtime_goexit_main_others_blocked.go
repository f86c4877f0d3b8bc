package main

import (
	"fmt"
	"runtime"
)

func main() {
	ch := make(chan int)
	go func() {
		<-ch
	}()
	fmt.Println("exiting main")
	runtime.Goexit()
}

// Output:
// exiting main
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine N [chan receive]:
// Exit: 2
