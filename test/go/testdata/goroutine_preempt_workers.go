package main

// A worker that computes while main sleeps a second finishes first (the virtual clock moves at
// preemption points, about as fast as gc computes), and two spinning goroutines do not keep main
// from waking: a sleep beside them lasts at least as long as asked, then main returns.

import (
	"fmt"
	"time"
)

func work(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i % 7
	}
	return s
}

func spin() {
	for {
	}
}

func main() {
	res := make(chan int)
	go func() { res <- work(3000000) }()
	time.Sleep(time.Second)
	select {
	case r := <-res:
		fmt.Println("worker first", r)
	default:
		fmt.Println("sleep first")
	}
	go spin()
	go spin()
	start := time.Now()
	time.Sleep(20 * time.Millisecond)
	fmt.Println(time.Since(start) >= 20*time.Millisecond)
}

// Output:
// worker first 8999994
// true
