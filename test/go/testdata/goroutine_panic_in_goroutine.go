package main

import (
	"fmt"
	"time"
)

func main() {
	go func() {
		var s []int
		fmt.Println("goroutine starting")
		s[3] = 1
	}()
	time.Sleep(100 * time.Millisecond)
	fmt.Println("main never gets here")
}

// Output:
// goroutine starting
// Stderr:
// panic: runtime error: index out of range [3] with length 0
//
// goroutine N [running]:
// Exit: 2
