package main

import "fmt"

func main() {
	results := make(chan int)
	for i := 0; i < 3; i++ {
		results <- i * i
	}
	fmt.Println(<-results)
}

// Output:
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan send]:
// Exit: 2
