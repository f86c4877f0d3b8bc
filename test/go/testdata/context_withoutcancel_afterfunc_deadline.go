package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

type ctxKey string

func main() {
	parent, cancel := context.WithCancel(context.WithValue(context.Background(), ctxKey("req"), "r-42"))
	detached := context.WithoutCancel(parent)
	var mu sync.Mutex
	var events []string
	record := func(e string) {
		mu.Lock()
		events = append(events, e)
		mu.Unlock()
	}
	stop := context.AfterFunc(parent, func() { record("afterfunc ran") })
	stop2 := context.AfterFunc(parent, func() { record("never: stopped") })
	fmt.Println("stop2 before cancel:", stop2())
	cancel()
	<-parent.Done()
	time.Sleep(10 * time.Millisecond)
	fmt.Println("stop after run:", stop())
	mu.Lock()
	fmt.Println(events)
	mu.Unlock()
	fmt.Println("parent:", parent.Err(), "detached:", detached.Err(), detached.Done() == nil, detached.Value(ctxKey("req")))
	fmt.Println(detached)

	deadline := time.Now().Add(20 * time.Millisecond)
	dctx, dcancel := context.WithDeadline(context.Background(), deadline)
	defer dcancel()
	d, ok := dctx.Deadline()
	fmt.Println("has deadline:", ok, d.Equal(deadline))
	select {
	case <-dctx.Done():
		fmt.Println("deadline:", dctx.Err(), errors.Is(dctx.Err(), context.DeadlineExceeded))
	case <-time.After(time.Second):
		fmt.Println("timeout")
	}
	past, pcancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer pcancel()
	fmt.Println("past deadline:", past.Err())

	child, ccancel := context.WithTimeout(dctx, time.Hour)
	defer ccancel()
	cd, _ := child.Deadline()
	fmt.Println("child keeps the earlier deadline:", cd.Equal(deadline), child.Err())

	type result struct {
		v   int
		err error
	}
	work := func(ctx context.Context, n int) <-chan result {
		out := make(chan result, 1)
		go func() {
			select {
			case <-time.After(time.Duration(n) * 10 * time.Millisecond):
				out <- result{v: n * n}
			case <-ctx.Done():
				out <- result{err: fmt.Errorf("work %d: %w", n, context.Cause(ctx))}
			}
		}()
		return out
	}
	tctx, tcancel := context.WithTimeoutCause(context.Background(), 25*time.Millisecond, errors.New("budget exhausted"))
	defer tcancel()
	for _, n := range []int{1, 5} {
		r := <-work(tctx, n)
		fmt.Println(r.v, r.err)
	}
	fmt.Println(tctx.Err(), context.Cause(tctx))
}

// Output:
// stop2 before cancel: true
// stop after run: false
// [afterfunc ran]
// parent: context canceled detached: <nil> true r-42
// context.Background.WithValue(main.ctxKey, r-42).WithCancel.WithoutCancel
// has deadline: true true
// deadline: context deadline exceeded true
// past deadline: context deadline exceeded
// child keeps the earlier deadline: true context deadline exceeded
// 1 <nil>
// 0 work 5: budget exhausted
// context deadline exceeded budget exhausted
