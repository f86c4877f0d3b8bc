package main

import (
	"context"
	"fmt"
	"sync"
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
	ch := make(chan int)
	go func() {
		time.Sleep(30 * time.Millisecond)
		ch <- 1
	}()
	select {
	case v := <-ch:
		fmt.Println("got", v)
	case <-time.After(10 * time.Millisecond):
		fmt.Println("timeout waiting for ch")
	}
	fmt.Println("late value:", <-ch)

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	out := make(chan string, 3)
	var wg sync.WaitGroup
	for i, d := range []time.Duration{10 * time.Millisecond, 200 * time.Millisecond, 20 * time.Millisecond} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			worker(ctx, i, d, out)
		}()
	}
	wg.Wait()
	close(out)
	var res []string
	for s := range out {
		res = append(res, s)
	}
	for _, s := range res {
		fmt.Println(s)
	}
	fmt.Println(ctx.Err(), context.Cause(ctx))

	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	n := 0
	deadline := time.After(28 * time.Millisecond)
loop:
	for {
		select {
		case <-tick.C:
			n++
			if n == 3 {
				break loop
			}
		case <-deadline:
			fmt.Println("deadline")
			break loop
		}
	}
	fmt.Println("ticks:", n)
	var nilch chan int
	select {
	case <-nilch:
		fmt.Println("impossible")
	default:
		fmt.Println("nil channel never ready")
	}
	done := make(chan struct{})
	close(done)
	select {
	case _, ok := <-done:
		fmt.Println("closed:", !ok)
	}
}

// Output:
// timeout waiting for ch
// late value: 1
// worker 0 done after 10ms
// worker 2 done after 20ms
// worker 1 cancelled: context deadline exceeded
// context deadline exceeded context deadline exceeded
// ticks: 3
// nil channel never ready
// closed: true
