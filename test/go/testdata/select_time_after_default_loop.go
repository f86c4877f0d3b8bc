package main

import (
	"fmt"
	"time"
)

func producer(out chan<- int, n int) {
	for i := 0; i < n; i++ {
		out <- i
	}
	close(out)
}

func main() {
	ch := make(chan int)
	go producer(ch, 3)
	timeout := time.After(2 * time.Second)
	got := 0
loop:
	for {
		select {
		case v, ok := <-ch:
			if !ok {
				fmt.Println("closed after", got)
				break loop
			}
			got++
			fmt.Println("got", v)
		case <-timeout:
			fmt.Println("timeout")
			break loop
		}
	}
	idle := make(chan int)
	polls := 0
	for polls < 3 {
		select {
		case v := <-idle:
			fmt.Println("unexpected", v)
		default:
			polls++
		}
	}
	fmt.Println("polled", polls)
	select {
	case <-time.After(10 * time.Millisecond):
		fmt.Println("after fired")
	case <-idle:
	}
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for i := 0; i < 2; i++ {
		<-tick.C
		fmt.Println("tick", i)
	}
	timer := time.NewTimer(time.Hour)
	fmt.Println("stopped:", timer.Stop(), timer.Stop())
	var nilch chan int
	select {
	case nilch <- 1:
		fmt.Println("never")
	case <-time.After(time.Millisecond):
		fmt.Println("nil channel blocks forever")
	}
}

// Output:
// got 0
// got 1
// got 2
// closed after 3
// polled 3
// after fired
// tick 0
// tick 1
// stopped: true false
// nil channel blocks forever
