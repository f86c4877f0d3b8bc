package main

import "fmt"

type Reason string

func (r Reason) Error() string { return "reason: " + string(r) }

func main() {
	defer fmt.Println("cleanup")
	panic(Reason("Forbidden"))
}

// Output:
// cleanup
// Stderr:
// panic: reason: Forbidden
//
// goroutine 1 [running]:
// Exit: 2
