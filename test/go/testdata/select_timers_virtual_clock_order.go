package main

import (
	"context"
	"fmt"
	"time"
)

func worker(ctx context.Context, id int, d time.Duration, out chan<- string) {
	select {
	case <-time.After(d):
		out <- fmt.Sprintf("worker %d done after %v", id, d)
	case <-ctx.Done():
		out <- fmt.Sprintf("worker %d cancelled: %v", id, ctx.Err())
	}
}

func main() {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 250*time.Millisecond)
	defer cancel()
	out := make(chan string)
	for i, d := range []time.Duration{300 * time.Millisecond, 100 * time.Millisecond, 200 * time.Millisecond} {
		go worker(ctx, i, d, out)
	}
	for range 3 {
		fmt.Println(<-out)
	}
	fmt.Println("elapsed >= 250ms:", time.Since(start) >= 250*time.Millisecond)

	tick := time.NewTicker(40 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(130 * time.Millisecond)
	n := 0
loop:
	for {
		select {
		case <-tick.C:
			n++
			fmt.Println("tick", n)
		case <-deadline:
			fmt.Println("deadline")
			break loop
		}
	}
	t := time.NewTimer(time.Hour)
	fmt.Println("stopped:", t.Stop(), t.Stop())
	t.Reset(10 * time.Millisecond)
	<-t.C
	fmt.Println("reset fired")
	done := make(chan struct{})
	time.AfterFunc(5*time.Millisecond, func() { close(done) })
	select {
	case <-done:
		fmt.Println("afterfunc")
	case <-time.After(time.Second):
		fmt.Println("timeout")
	}
	var nilCh chan int
	select {
	case v := <-nilCh:
		fmt.Println(v)
	default:
		fmt.Println("nil channel never ready")
	}
}

// Output:
// worker 1 done after 100ms
// worker 2 done after 200ms
// worker 0 cancelled: context deadline exceeded
// elapsed >= 250ms: true
// tick 1
// tick 2
// tick 3
// deadline
// stopped: true false
// reset fired
// afterfunc
// nil channel never ready
