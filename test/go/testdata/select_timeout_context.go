package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

func slow(ctx context.Context, d time.Duration) error {
	select {
	case <-time.After(d):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	err := slow(ctx, 2*time.Second)
	fmt.Println(err, errors.Is(err, context.DeadlineExceeded))
	ctx2, cancel2 := context.WithCancel(context.Background())
	cancel2()
	fmt.Println(slow(ctx2, time.Second), ctx2.Err())
	fmt.Println(slow(context.Background(), time.Millisecond))
	ctx3 := context.WithValue(context.Background(), "k", "v")
	fmt.Println(ctx3.Value("k"), ctx3.Value("x"))
	ctx4, cancel4 := context.WithCancelCause(context.Background())
	cancel4(errors.New("shutdown"))
	fmt.Println(ctx4.Err(), context.Cause(ctx4))
	tick := time.NewTicker(10 * time.Millisecond)
	n := 0
	for range tick.C {
		n++
		if n == 3 {
			tick.Stop()
			break
		}
	}
	fmt.Println("ticks", n)
	timer := time.NewTimer(time.Hour)
	fmt.Println("stopped", timer.Stop())
	results := make(chan string)
	go func() {
		time.Sleep(20 * time.Millisecond)
		results <- "late"
	}()
	select {
	case r := <-results:
		fmt.Println(r)
	case <-time.After(time.Second):
		fmt.Println("timeout")
	}
	fmt.Println(context.Background(), context.TODO())
}

// Output:
// context deadline exceeded true
// context canceled context canceled
// <nil>
// v <nil>
// context canceled shutdown
// ticks 3
// stopped true
// late
// context.Background context.TODO
