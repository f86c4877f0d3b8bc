package main

import "fmt"

func main() {
	ch := make(chan string)
	go func() {
		fmt.Println("goroutine exits without sending")
	}()
	fmt.Println(<-ch)
}

// Output:
// goroutine exits without sending
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan receive]:
// Exit: 2
