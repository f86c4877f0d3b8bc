package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

func worker(ctx context.Context, id int, out chan<- string) {
	for i := 0; ; i++ {
		select {
		case <-ctx.Done():
			out <- fmt.Sprintf("worker %d stopped: %v", id, ctx.Err())
			return
		case <-time.After(time.Duration(id*30) * time.Millisecond):
		}
	}
}

func slow(ctx context.Context, d time.Duration) error {
	select {
	case <-time.After(d):
		return nil
	case <-ctx.Done():
		return fmt.Errorf("slow(%v): %w", d, ctx.Err())
	}
}

func main() {
	ch := make(chan int)
	go func() {
		time.Sleep(50 * time.Millisecond)
		ch <- 42
	}()
	select {
	case v := <-ch:
		fmt.Println("got", v)
	case <-time.After(10 * time.Millisecond):
		fmt.Println("timeout")
	}
	fmt.Println("late value", <-ch)

	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	err := slow(ctx, time.Second)
	fmt.Println(err)
	fmt.Println(errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled))

	ctx2, cancel2 := context.WithCancel(context.Background())
	out := make(chan string)
	go worker(ctx2, 1, out)
	time.Sleep(70 * time.Millisecond)
	cancel2()
	fmt.Println(<-out)
	fmt.Println(ctx2.Err(), context.Cause(ctx2))

	ctx3, cancel3 := context.WithCancelCause(context.Background())
	cancel3(errors.New("shutdown requested"))
	fmt.Println(ctx3.Err(), context.Cause(ctx3))

	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	n := 0
	deadline := time.After(75 * time.Millisecond)
	for done := false; !done; {
		select {
		case <-tick.C:
			n++
		case <-deadline:
			done = true
		}
	}
	fmt.Println("ticks:", n)
	select {
	case v := <-make(chan int):
		fmt.Println(v)
	default:
		fmt.Println("no value ready")
	}
	vctx := context.WithValue(context.Background(), "k", 1)
	fmt.Println(vctx.Value("k"), vctx.Value("missing"))
}

// Output:
// timeout
// late value 42
// slow(1s): context deadline exceeded
// true false
// worker 1 stopped: context canceled
// context canceled context canceled
// context canceled shutdown requested
// ticks: 3
// no value ready
// 1 <nil>
