package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

type Result struct {
	ID  int
	Out string
	Err error
}

func fetch(ctx context.Context, id int) (string, error) {
	delay := time.Duration(id*25) * time.Millisecond
	select {
	case <-time.After(delay):
		if id == 2 {
			return "", fmt.Errorf("fetch %d: %w", id, errors.ErrUnsupported)
		}
		return fmt.Sprintf("payload-%d", id), nil
	case <-ctx.Done():
		return "", fmt.Errorf("fetch %d: %w", id, context.Cause(ctx))
	}
}

func main() {
	ctx, cancel := context.WithTimeoutCause(context.Background(), 62*time.Millisecond, errors.New("budget exhausted"))
	defer cancel()
	results := make([]Result, 6)
	var wg sync.WaitGroup
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out, err := fetch(ctx, i)
			results[i] = Result{i, out, err}
		}()
	}
	wg.Wait()
	for _, r := range results {
		switch {
		case errors.Is(r.Err, context.DeadlineExceeded):
			fmt.Println(r.ID, "deadline:", r.Err)
		case r.Err != nil:
			fmt.Println(r.ID, "error:", r.Err, errors.Is(r.Err, errors.ErrUnsupported))
		default:
			fmt.Println(r.ID, "ok:", r.Out)
		}
	}
	fmt.Println(ctx.Err(), context.Cause(ctx))

	sem := make(chan struct{}, 2)
	var mu sync.Mutex
	active, peak := 0, 0
	var wg2 sync.WaitGroup
	for i := 0; i < 6; i++ {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			mu.Lock()
			active++
			peak = max(peak, active)
			mu.Unlock()
			time.Sleep(10 * time.Millisecond)
			mu.Lock()
			active--
			mu.Unlock()
		}()
	}
	wg2.Wait()
	fmt.Println("peak concurrency:", peak)

}

// Output:
// 0 ok: payload-0
// 1 ok: payload-1
// 2 error: fetch 2: unsupported operation true
// 3 error: fetch 3: budget exhausted false
// 4 error: fetch 4: budget exhausted false
// 5 error: fetch 5: budget exhausted false
// context deadline exceeded budget exhausted
// peak concurrency: 2
