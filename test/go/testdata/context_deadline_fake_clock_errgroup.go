package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"
)

type group struct {
	wg     sync.WaitGroup
	once   sync.Once
	err    error
	cancel context.CancelCauseFunc
}

func withContext(ctx context.Context) (*group, context.Context) {
	ctx, cancel := context.WithCancelCause(ctx)
	return &group{cancel: cancel}, ctx
}

func (g *group) Go(f func() error) {
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		if err := f(); err != nil {
			g.once.Do(func() {
				g.err = err
				g.cancel(err)
			})
		}
	}()
}

func (g *group) Wait() error {
	g.wg.Wait()
	g.cancel(nil)
	return g.err
}

var errNotFound = errors.New("not found")

func main() {
	g, ctx := withContext(context.Background())
	var mu sync.Mutex
	var seen []string
	for _, name := range []string{"a", "b", "bad", "c"} {
		g.Go(func() error {
			if name == "bad" {
				return fmt.Errorf("fetch %s: %w", name, errNotFound)
			}
			<-ctx.Done()
			mu.Lock()
			seen = append(seen, name+":"+context.Cause(ctx).Error())
			mu.Unlock()
			return nil
		})
	}
	err := g.Wait()
	sort.Strings(seen)
	fmt.Println(err, errors.Is(err, errNotFound), seen)
	fmt.Println(ctx.Err(), context.Cause(ctx))

	dl := time.Now().Add(-time.Minute)
	ctx2, cancel := context.WithDeadline(context.Background(), dl)
	defer cancel()
	d, ok := ctx2.Deadline()
	fmt.Println(d.Equal(dl), ok, ctx2.Err(), errors.Is(ctx2.Err(), context.DeadlineExceeded))
	fmt.Println(ctx2.Err() == context.DeadlineExceeded, context.Cause(ctx2))
	var de interface{ Timeout() bool }
	fmt.Println(errors.As(ctx2.Err(), &de), de.Timeout())
	ctx3, c3 := context.WithTimeoutCause(context.Background(), -time.Second, errors.New("too slow"))
	defer c3()
	fmt.Println(ctx3.Err(), context.Cause(ctx3))
	ctx4, c4 := context.WithCancel(context.WithoutCancel(ctx3))
	fmt.Println(ctx4.Err())
	c4()
	c4()
	fmt.Println(ctx4.Err(), context.Cause(ctx4))
	fmt.Println(context.Background(), context.TODO())
	vctx := context.WithValue(context.Background(), "k", 1)
	fmt.Println(vctx)
}

// Output:
// fetch bad: not found true [a:fetch bad: not found b:fetch bad: not found c:fetch bad: not found]
// context canceled fetch bad: not found
// true true context deadline exceeded true
// true context deadline exceeded
// true true
// context deadline exceeded too slow
// <nil>
// context canceled context canceled
// context.Background context.TODO
// context.Background.WithValue(k, int)
