package main

import (
	"fmt"
)

// A worker prints a value whose String method waits for main; meanwhile
// main panics. The panic is main's: the worker's fmt call does not catch it.

type Slow struct{ gate chan struct{} }

func (s Slow) String() string {
	<-s.gate
	return "slow value"
}

func main() {
	s := Slow{make(chan struct{})}
	ready := make(chan struct{})
	go func() {
		close(ready)
		fmt.Println("worker printed:", s)
	}()
	<-ready
	defer fmt.Println("main deferred")
	var arr []int
	fmt.Println(arr[1])
}

// Output:
// main deferred
// Stderr:
// panic: runtime error: index out of range [1] with length 0
//
// goroutine 1 [running]:
// Exit: 2
