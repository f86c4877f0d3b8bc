package main

import (
	"fmt"
	"time"
)

func trySend(ch chan<- int, v int) bool {
	select {
	case ch <- v:
		return true
	default:
		return false
	}
}

func tryRecv(ch <-chan int) (int, bool) {
	select {
	case v, ok := <-ch:
		return v, ok
	default:
		return -1, false
	}
}

func main() {
	ch := make(chan int, 2)
	for i := range 4 {
		fmt.Println("send", i, trySend(ch, i))
	}
	for range 3 {
		fmt.Println(tryRecv(ch))
	}
	close(ch)
	fmt.Println(tryRecv(ch))
	var nilch chan int
	select {
	case nilch <- 1:
		fmt.Println("impossible")
	case v := <-nilch:
		fmt.Println("impossible", v)
	default:
		fmt.Println("nil channels never ready")
	}
	done := make(chan struct{})
	results := make(chan string)
	go func() {
		defer close(done)
		for i := range 3 {
			results <- fmt.Sprint("r", i)
		}
	}()
	count := 0
	for {
		select {
		case r := <-results:
			fmt.Println(r)
			count++
			continue
		case <-done:
		}
		break
	}
	fmt.Println("count", count)
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	timeout := time.After(35 * time.Millisecond)
	n := 0
loop:
	for {
		select {
		case <-tick.C:
			n++
		case <-timeout:
			break loop
		}
	}
	fmt.Println("ticks", n)
	select {}
}

// Output:
// send 0 true
// send 1 true
// send 2 false
// send 3 false
// 0 true
// 1 true
// -1 false
// 0 false
// nil channels never ready
// r0
// r1
// r2
// count 3
// ticks 3
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [select (no cases)]:
// Exit: 2
