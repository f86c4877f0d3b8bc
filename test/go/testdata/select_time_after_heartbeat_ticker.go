package main

import (
	"fmt"
	"time"
)

func worker(stop <-chan struct{}, beats chan<- int) {
	ticker := time.NewTicker(10 * time.Millisecond)
	defer ticker.Stop()
	n := 0
	for {
		select {
		case <-stop:
			close(beats)
			return
		case <-ticker.C:
			n++
			select {
			case beats <- n:
			default:
			}
		}
	}
}

func main() {
	stop := make(chan struct{})
	beats := make(chan int, 1)
	go worker(stop, beats)
	timeout := time.After(55 * time.Millisecond)
	got := 0
loop:
	for {
		select {
		case b, ok := <-beats:
			if !ok {
				break loop
			}
			got++
			_ = b
		case <-timeout:
			fmt.Println("timeout reached")
			close(stop)
			timeout = nil
		}
	}
	fmt.Println("beats between 3 and 6:", got >= 3 && got <= 6)

	timer := time.NewTimer(time.Hour)
	fmt.Println("stopped active timer:", timer.Stop())
	fmt.Println("stop again:", timer.Stop())
	timer.Reset(5 * time.Millisecond)
	<-timer.C
	fmt.Println("reset timer fired")

	fired := make(chan string, 2)
	t1 := time.AfterFunc(20*time.Millisecond, func() { fired <- "slow" })
	time.AfterFunc(5*time.Millisecond, func() { fired <- "fast" })
	fmt.Println(<-fired)
	fmt.Println("cancel slow:", t1.Stop())
	select {
	case s := <-fired:
		fmt.Println("unexpected", s)
	case <-time.After(40 * time.Millisecond):
		fmt.Println("slow never fired")
	}

	var nilCh chan int
	select {
	case v := <-nilCh:
		fmt.Println(v)
	case <-time.After(time.Millisecond):
		fmt.Println("nil channel never ready")
	}
	start := time.Now()
	time.Sleep(20 * time.Millisecond)
	fmt.Println("slept enough:", time.Since(start) >= 20*time.Millisecond)
}

// Output:
// timeout reached
// beats between 3 and 6: true
// stopped active timer: true
// stop again: false
// reset timer fired
// fast
// cancel slow: true
// slow never fired
// nil channel never ready
// slept enough: true
