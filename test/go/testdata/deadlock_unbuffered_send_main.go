package main

import "fmt"

func main() {
	ch := make(chan string)
	ch <- "hello"
	fmt.Println(<-ch)
}

// Output:
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan send]:
// Exit: 2
