package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

func fetch(ctx context.Context, id int, delay time.Duration) (string, error) {
	select {
	case <-time.After(delay):
		return fmt.Sprintf("item-%d", id), nil
	case <-ctx.Done():
		return "", fmt.Errorf("fetch %d: %w", id, ctx.Err())
	}
}

type keyType string

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	delays := []time.Duration{10 * time.Millisecond, 100 * time.Millisecond, 20 * time.Millisecond}
	results := make([]string, len(delays))
	errs := make([]error, len(delays))
	var wg sync.WaitGroup
	for i, d := range delays {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = fetch(ctx, i, d)
		}()
	}
	wg.Wait()
	for i := range delays {
		fmt.Printf("%d %q %v deadline=%t\n", i, results[i], errs[i], errors.Is(errs[i], context.DeadlineExceeded))
	}

	ctx2, cancel2 := context.WithCancel(context.WithValue(context.Background(), keyType("user"), "ann"))
	fmt.Println(ctx2.Value(keyType("user")), ctx2.Value("user"), ctx2.Err())
	cancel2()
	<-ctx2.Done()
	fmt.Println(ctx2.Err(), errors.Is(ctx2.Err(), context.Canceled))
	cancel2()

	ctx3, cancel3 := context.WithCancelCause(context.Background())
	cancel3(errors.New("shutting down"))
	fmt.Println(ctx3.Err(), context.Cause(ctx3))

	_, hasDeadline := context.Background().Deadline()
	fmt.Println(hasDeadline, context.TODO(), context.Background())
	ctx4, cancel4 := context.WithTimeout(context.Background(), time.Hour)
	defer cancel4()
	dl, ok := ctx4.Deadline()
	fmt.Println(ok, time.Until(dl) > 59*time.Minute)
	stop := context.AfterFunc(ctx4, func() { fmt.Println("after func ran") })
	fmt.Println("stopped before run:", stop())
}

// Output:
// 0 "item-0" <nil> deadline=false
// 1 "" fetch 1: context deadline exceeded deadline=true
// 2 "item-2" <nil> deadline=false
// ann <nil> <nil>
// context canceled true
// context canceled shutting down
// false context.TODO context.Background
// true true
// stopped before run: true
