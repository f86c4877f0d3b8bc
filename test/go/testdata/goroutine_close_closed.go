package main

import "fmt"

func main() {
	ch := make(chan int)
	close(ch)
	fmt.Println("closed once")
	close(ch)
}

// Output:
// closed once
// Stderr:
// panic: close of closed channel
//
// goroutine 1 [running]:
// Exit: 2
