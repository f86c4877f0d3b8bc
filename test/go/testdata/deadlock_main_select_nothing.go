package main

import "fmt"

func main() {
	done := make(chan struct{})
	go func() {
		fmt.Println("background finished")
	}()
	<-done
}

// Output:
// background finished
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan receive]:
// Exit: 2
