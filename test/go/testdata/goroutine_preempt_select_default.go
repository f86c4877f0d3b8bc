package main

// main polls a channel with select/default while a goroutine computes: neither blocks, and
// preemption gives each its turns until the result arrives.

import "fmt"

func main() {
	ch := make(chan int)
	go func() {
		s := 0
		for i := 0; i < 2000000; i++ {
			s += i % 3
		}
		ch <- s
	}()
	polls := 0
	for {
		select {
		case v := <-ch:
			fmt.Println("result", v, polls > 0)
			return
		default:
			polls++
		}
	}
}

// Output:
// result 1999999 true
