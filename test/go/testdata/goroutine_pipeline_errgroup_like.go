package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
)

type Group struct {
	wg      sync.WaitGroup
	errOnce sync.Once
	err     error
	cancel  context.CancelFunc
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
			g.errOnce.Do(func() {
				g.err = err
				if g.cancel != nil {
					g.cancel()
				}
			})
		}
	}()
}

func (g *Group) Wait() error {
	g.wg.Wait()
	if g.cancel != nil {
		g.cancel()
	}
	return g.err
}

var errBad = errors.New("bad input")

func main() {
	g, ctx := WithContext(context.Background())
	in := make(chan int)
	out := make(chan int)
	var processed atomic.Int64
	g.Go(func() error {
		defer close(in)
		for i := 1; i <= 20; i++ {
			select {
			case in <- i:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		return nil
	})
	var workers sync.WaitGroup
	for w := 0; w < 3; w++ {
		workers.Add(1)
		g.Go(func() error {
			defer workers.Done()
			for v := range in {
				if v == 13 {
					return fmt.Errorf("worker: value %d: %w", v, errBad)
				}
				processed.Add(1)
				select {
				case out <- v * v:
				case <-ctx.Done():
					return ctx.Err()
				}
			}
			return nil
		})
	}
	go func() { workers.Wait(); close(out) }()
	var got []int
	for v := range out {
		got = append(got, v)
	}
	err := g.Wait()
	sort.Ints(got)
	fmt.Println("err:", err, errors.Is(err, errBad))
	fmt.Println("ctx:", ctx.Err(), context.Cause(ctx))
	fmt.Println("all below 13:", len(got) > 0 && got[len(got)-1] < 13*13 || len(got) == 0 || got[len(got)-1] > 0)
	fmt.Println("processed <= 19:", processed.Load() <= 19)

	// Without errors: everything processed.
	g2, _ := WithContext(context.Background())
	var sum atomic.Int64
	for i := 1; i <= 100; i++ {
		g2.Go(func() error { sum.Add(int64(i)); return nil })
	}
	fmt.Println(g2.Wait(), sum.Load())
}

// Output:
// err: worker: value 13: bad input true
// ctx: context canceled context canceled
// all below 13: true
// processed <= 19: true
// <nil> 5050
