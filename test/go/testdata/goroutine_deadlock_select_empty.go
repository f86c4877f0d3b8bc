package main

import "fmt"

func main() {
	fmt.Println("blocking forever")
	select {}
}

// Output:
// blocking forever
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [select (no cases)]:
// Exit: 2
