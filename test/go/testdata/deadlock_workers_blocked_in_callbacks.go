package main

import (
	"fmt"
	"sort"
	"sync"
)

type Slow struct{ gate chan struct{} }

func (s Slow) String() string {
	<-s.gate
	return "never"
}

func main() {
	s := Slow{make(chan struct{})}
	var mu sync.Mutex
	done := make(chan bool)
	go func() {
		fmt.Println("worker:", s)
		done <- true
	}()
	go func() {
		xs := []int{3, 1, 2}
		sort.Slice(xs, func(i, j int) bool {
			mu.Lock()
			return xs[i] < xs[j]
		})
		done <- true
	}()
	<-done
	fmt.Println("unreachable")
}

// Output:
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan receive]:
// Exit: 2
