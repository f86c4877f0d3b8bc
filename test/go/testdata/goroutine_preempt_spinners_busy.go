package main

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// Goroutines that spin for ever beside a main that computes, spins on a flag, and waits on a
// channel, a WaitGroup, time.After and a mutex: every wait ends, as gc preempts the spinners.

var sink int

func spin() {
	for {
		sink++
	}
}

func main() {
	go spin()
	go func() {
		for {
		}
	}()
	sum := 0
	for i := 0; i < 2000000; i++ {
		sum += i
	}
	fmt.Println("sum", sum)

	var flag atomic.Bool
	go func() {
		time.Sleep(2 * time.Millisecond)
		flag.Store(true)
	}()
	for !flag.Load() {
	}
	fmt.Println("flag seen")

	done := make(chan int)
	go func() {
		time.Sleep(time.Millisecond)
		done <- 42
	}()
	fmt.Println("received", <-done)

	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(time.Millisecond)
		}()
	}
	wg.Wait()
	fmt.Println("waited")

	select {
	case <-time.After(3 * time.Millisecond):
		fmt.Println("timeout")
	}

	var mu sync.Mutex
	mu.Lock()
	go func() {
		time.Sleep(time.Millisecond)
		mu.Unlock()
	}()
	mu.Lock()
	fmt.Println("locked")
}

// Output:
// sum 1999999000000
// flag seen
// received 42
// waited
// timeout
// locked
