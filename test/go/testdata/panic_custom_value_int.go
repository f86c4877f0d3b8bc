package main

import "fmt"

func main() {
	fmt.Println("panicking with an int")
	panic(42)
}

// Output:
// panicking with an int
// Stderr:
// panic: 42
//
// goroutine 1 [running]:
// Exit: 2
