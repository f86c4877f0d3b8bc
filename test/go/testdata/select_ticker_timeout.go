package main

import (
	"context"
	"fmt"
	"time"
)

func producer(ctx context.Context, out chan<- int) {
	defer close(out)
	t := time.NewTicker(10 * time.Millisecond)
	defer t.Stop()
	for i := 1; ; i++ {
		select {
		case <-ctx.Done():
			fmt.Println("producer:", ctx.Err())
			return
		case <-t.C:
			select {
			case out <- i:
			case <-ctx.Done():
				fmt.Println("producer (send):", ctx.Err())
				return
			}
		}
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 55*time.Millisecond)
	defer cancel()
	ch := make(chan int)
	go producer(ctx, ch)
	sum := 0
	for v := range ch {
		sum += v
	}
	fmt.Println("sum:", sum, "err:", ctx.Err(), context.Cause(ctx))

	done := make(chan struct{})
	go func() {
		time.Sleep(30 * time.Millisecond)
		close(done)
	}()
	select {
	case <-done:
		fmt.Println("done first")
	case <-time.After(time.Second):
		fmt.Println("timed out")
	}
	timer := time.NewTimer(time.Hour)
	fmt.Println("stopped:", timer.Stop())
	start := time.Now()
	time.Sleep(20 * time.Millisecond)
	fmt.Println(time.Since(start) >= 20*time.Millisecond)
	var nilCh chan int
	select {
	case v := <-nilCh:
		fmt.Println("got", v)
	default:
		fmt.Println("nil channel never ready")
	}
}

// Output:
// producer: context deadline exceeded
// sum: 15 err: context deadline exceeded context deadline exceeded
// done first
// stopped: true
// true
// nil channel never ready
