package main

import "fmt"

func main() {
	ch := make(chan int)
	fmt.Println("about to block")
	ch <- 1
	fmt.Println("never")
}

// Output:
// about to block
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan send]:
// Exit: 2
