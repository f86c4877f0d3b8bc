package main

import "fmt"

func main() {
	ch := make(chan string)
	fmt.Println("sending")
	ch <- "hello"
	fmt.Println(<-ch)
}

// Output:
// sending
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan send]:
// Exit: 2
