package main

import (
	"fmt"
	"time"
)

type S struct{ n int }

func (s S) String() string { return fmt.Sprintf("S%d", s.n) }

func main() {
	go func() {
		defer func() {
			r := recover()
			fmt.Println("recovered in goroutine", r)
			panic(fmt.Sprint("again: ", r))
		}()
		var a []int
		_ = a[3]
	}()
	time.Sleep(time.Second)
	fmt.Println("not reached")
}

// Output:
// recovered in goroutine runtime error: index out of range [3] with length 0
// Stderr:
// panic: runtime error: index out of range [3] with length 0 [recovered]
// 	panic: again: runtime error: index out of range [3] with length 0
//
// goroutine N [running]:
// Exit: 2
