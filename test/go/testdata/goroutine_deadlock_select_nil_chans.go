package main

import "fmt"

func main() {
	var a chan int
	var b chan string
	fmt.Println("select")
	select {
	case <-a:
	case b <- "x":
	}
}

// Output:
// select
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [select]:
// Exit: 2
