package main

import (
	"fmt"
	"runtime"
)

func main() {
	defer fmt.Println("deferred in main")
	defer func() {
		r := recover()
		fmt.Println("recover:", r)
	}()
	fmt.Println("before")
	runtime.Goexit()
	fmt.Println("after")
}

// Output:
// before
// recover: <nil>
// deferred in main
// Stderr:
// fatal error: no goroutines (main called runtime.Goexit) - deadlock!
// Exit: 2
