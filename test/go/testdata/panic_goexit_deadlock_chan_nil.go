package main

import "fmt"

func main() {
	var ch chan int
	fmt.Println("receiving from nil channel")
	<-ch
}

// Output:
// receiving from nil channel
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan receive (nil chan)]:
// Exit: 2
