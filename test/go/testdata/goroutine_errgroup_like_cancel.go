package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"
)

type Group struct {
	wg      sync.WaitGroup
	errOnce sync.Once
	err     error
	cancel  context.CancelCauseFunc
}

func WithContext(ctx context.Context) (*Group, context.Context) {
	ctx, cancel := context.WithCancelCause(ctx)
	return &Group{cancel: cancel}, ctx
}

func (g *Group) Go(f func() error) {
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		if err := f(); err != nil {
			g.errOnce.Do(func() {
				g.err = err
				g.cancel(err)
			})
		}
	}()
}

func (g *Group) Wait() error {
	g.wg.Wait()
	g.cancel(nil)
	return g.err
}

func main() {
	g, ctx := WithContext(context.Background())
	var mu sync.Mutex
	var log []string
	record := func(s string) {
		mu.Lock()
		log = append(log, s)
		mu.Unlock()
	}
	for i := 1; i <= 4; i++ {
		g.Go(func() error {
			select {
			case <-time.After(time.Duration(i*10) * time.Millisecond):
				if i == 2 {
					record(fmt.Sprintf("worker %d failed", i))
					return fmt.Errorf("worker %d: %w", i, errors.ErrUnsupported)
				}
				record(fmt.Sprintf("worker %d done", i))
				return nil
			case <-ctx.Done():
				record(fmt.Sprintf("worker %d cancelled: %v", i, context.Cause(ctx)))
				return ctx.Err()
			}
		})
	}
	err := g.Wait()
	sort.Strings(log)
	for _, l := range log {
		fmt.Println(l)
	}
	fmt.Println("wait:", err, errors.Is(err, errors.ErrUnsupported))
	fmt.Println("ctx:", ctx.Err(), context.Cause(ctx))
	results := make(chan int)
	go func() {
		defer close(results)
		for i := range 5 {
			results <- i * i
		}
	}()
	sum := 0
	for r := range results {
		sum += r
	}
	fmt.Println(sum)
	var once sync.Once
	cond := sync.NewCond(&sync.Mutex{})
	ready := false
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cond.L.Lock()
			for !ready {
				cond.Wait()
			}
			cond.L.Unlock()
			once.Do(func() { fmt.Println("first waiter through") })
		}()
	}
	time.Sleep(time.Millisecond)
	cond.L.Lock()
	ready = true
	cond.Broadcast()
	cond.L.Unlock()
	wg.Wait()
	fmt.Println("all through")
}

// Output:
// worker 1 done
// worker 2 failed
// worker 3 cancelled: worker 2: unsupported operation
// worker 4 cancelled: worker 2: unsupported operation
// wait: worker 2: unsupported operation true
// ctx: context canceled worker 2: unsupported operation
// 30
// first waiter through
// all through
