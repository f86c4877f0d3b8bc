package main

import (
	"fmt"
	"iter"
	"runtime"
)

func gen(yield func(int) bool) {
	yield(1)
	panic(fmt.Errorf("generator failed after %d", 1))
}

func main() {
	next, stop := iter.Pull(gen)
	defer stop()
	fmt.Println(next())
	fmt.Println(runtime.NumGoroutine())
	fmt.Println(next())
}

// Output:
// 1 true
// 2
// Stderr:
// panic: generator failed after 1
//
// goroutine 1 [running]:
// Exit: 2
