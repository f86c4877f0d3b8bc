package main

import "fmt"

func main() {
	var ch chan struct{}
	fmt.Println("closing nil channel")
	close(ch)
}

// Output:
// closing nil channel
// Stderr:
// panic: close of nil channel
//
// goroutine 1 [running]:
// Exit: 2
