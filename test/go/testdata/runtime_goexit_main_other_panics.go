package main

import (
	"fmt"
	"runtime"
	"time"
)

func main() {
	go func() {
		for i := 0; i < 3; i++ {
			time.Sleep(time.Millisecond)
			fmt.Println("tick", i)
		}
		var m map[string]int
		m["x"] = 1
	}()
	defer fmt.Println("main defers run first")
	runtime.Goexit()
}

// Output:
// main defers run first
// tick 0
// tick 1
// tick 2
// Stderr:
// panic: assignment to entry in nil map
//
// goroutine N [running]:
// Exit: 2
