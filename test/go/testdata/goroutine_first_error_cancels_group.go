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
	wg     sync.WaitGroup
	once   sync.Once
	err    error
	cancel context.CancelFunc
}

func WithContext(ctx context.Context) (*Group, context.Context) {
	ctx, cancel := context.WithCancel(ctx)
	return &Group{cancel: cancel}, ctx
}

func (g *Group) Go(f func() error) {
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		if err := f(); err != nil {
			g.once.Do(func() {
				g.err = err
				g.cancel()
			})
		}
	}()
}

func (g *Group) Wait() error {
	g.wg.Wait()
	g.cancel()
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
	failAfter := make(chan struct{})
	for i := 1; i <= 3; i++ {
		g.Go(func() error {
			select {
			case <-ctx.Done():
				record(fmt.Sprintf("task %d cancelled: %v", i, ctx.Err()))
				return ctx.Err()
			case <-time.After(time.Duration(i) * time.Hour):
				record(fmt.Sprintf("task %d finished", i))
				return nil
			}
		})
	}
	g.Go(func() error {
		<-failAfter
		return errors.New("task 4: disk full")
	})
	close(failAfter)
	err := g.Wait()
	sort.Strings(log)
	for _, l := range log {
		fmt.Println(l)
	}
	fmt.Println("group error:", err)
	fmt.Println(errors.Is(err, context.Canceled))
}

// Output:
// task 1 cancelled: context canceled
// task 2 cancelled: context canceled
// task 3 cancelled: context canceled
// group error: task 4: disk full
// false
