package main

import (
	"fmt"
	"os"
)

func main() {
	done := make(chan bool)
	go func() {
		fmt.Fprintln(os.Stderr, "worker exits without signalling")
	}()
	go func() {
		<-done
	}()
	fmt.Println("waiting")
	select {}
}

// Output:
// waiting
// Stderr:
// worker exits without signalling
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [select (no cases)]:
// Exit: 2
