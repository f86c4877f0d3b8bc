package main

import (
	"fmt"
	"iter"
	"runtime"
)

func main() {
	next, stop := iter.Pull(func(yield func(string) bool) {
		yield("first")
		runtime.Goexit()
	})
	defer fmt.Println("main deferred")
	defer stop()
	fmt.Println(next())
	fmt.Println(next())
	fmt.Println("unreachable")
}

// Output:
// first true
// main deferred
// Stderr:
// fatal error: no goroutines (main called runtime.Goexit) - deadlock!
// Exit: 2
