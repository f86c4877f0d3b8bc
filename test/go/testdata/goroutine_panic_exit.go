package main

import (
	"fmt"
	"time"
)

func main() {
	done := make(chan bool)
	go func() {
		var m map[string]int
		m["x"] = 1
		done <- true
	}()
	<-done
	time.Sleep(time.Second)
	fmt.Println("unreachable")
}

// Output:
// Stderr:
// panic: assignment to entry in nil map
//
// goroutine N [running]:
// Exit: 2
