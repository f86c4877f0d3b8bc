package main

import (
	"errors"
	"fmt"
)

func main() {
	fmt.Println("about to panic")
	panic(errors.New("reconcile failed: boom"))
}

// Output:
// about to panic
// Stderr:
// panic: reconcile failed: boom
//
// goroutine 1 [running]:
// Exit: 2
