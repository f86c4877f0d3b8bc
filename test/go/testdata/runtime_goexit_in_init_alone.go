// runtime.Goexit in an init function with no other goroutine: the runtime finds none left.
package main

import (
	"fmt"
	"runtime"
)

var ready = setup()

func setup() bool {
	fmt.Println("package variables first")
	return true
}

func init() {
	defer func() {
		fmt.Println("recover during Goexit:", recover())
	}()
	runtime.Goexit()
}

func main() {
	fmt.Println("main never runs", ready)
}

// Output:
// package variables first
// recover during Goexit: <nil>
// Stderr:
// fatal error: no goroutines (main called runtime.Goexit) - deadlock!
// Exit: 2
