package main

// main spins in a helper until a goroutine that computes in a helper is done, beside a goroutine
// spinning in a helper; then main sleeps and computes in turns. gc preempts the spinners, so the
// worker finishes, main sees it, and every later sum is printed.

import (
	"fmt"
	"sync/atomic"
	"time"
)

var done atomic.Bool

func sum(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i
	}
	return s
}

func spin(n int) {
	for {
		n++
	}
}

func waitDone() {
	for !done.Load() {
	}
}

func main() {
	go func() { spin(1) }()
	var got int
	go func() {
		got = sum(2000000)
		done.Store(true)
	}()
	waitDone()
	fmt.Println("got", got)
	for i := 0; i < 3; i++ {
		time.Sleep(time.Millisecond)
		fmt.Println(i, sum(500000))
	}
}

// Output:
// got 1999999000000
// 0 124999750000
// 1 124999750000
// 2 124999750000
