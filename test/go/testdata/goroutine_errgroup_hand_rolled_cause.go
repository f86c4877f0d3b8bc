package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

type Group struct {
	cancel  func(error)
	wg      sync.WaitGroup
	errOnce sync.Once
	err     error
	sem     chan struct{}
}

func WithContext(ctx context.Context) (*Group, context.Context) {
	ctx, cancel := context.WithCancelCause(ctx)
	return &Group{cancel: cancel}, ctx
}

func (g *Group) SetLimit(n int) { g.sem = make(chan struct{}, n) }

func (g *Group) Go(f func() error) {
	if g.sem != nil {
		g.sem <- struct{}{}
	}
	g.wg.Add(1)
	go func() {
		defer func() {
			if g.sem != nil {
				<-g.sem
			}
			g.wg.Done()
		}()
		if err := f(); err != nil {
			g.errOnce.Do(func() {
				g.err = err
				if g.cancel != nil {
					g.cancel(err)
				}
			})
		}
	}()
}

func (g *Group) Wait() error {
	g.wg.Wait()
	if g.cancel != nil {
		g.cancel(g.err)
	}
	return g.err
}

type FetchError struct {
	URL  string
	Code int
}

func (e *FetchError) Error() string { return fmt.Sprintf("fetch %s: status %d", e.URL, e.Code) }

func fetch(ctx context.Context, url string, delay time.Duration, code int) error {
	select {
	case <-time.After(delay):
	case <-ctx.Done():
		return context.Cause(ctx)
	}
	if code != 200 {
		return &FetchError{URL: url, Code: code}
	}
	return nil
}

func main() {
	g, ctx := WithContext(context.Background())
	g.SetLimit(2)
	var mu sync.Mutex
	done := map[string]bool{}
	urls := []struct {
		url   string
		delay time.Duration
		code  int
	}{
		{"/a", 10 * time.Millisecond, 200},
		{"/b", 20 * time.Millisecond, 503},
		{"/c", 200 * time.Millisecond, 200},
		{"/d", 5 * time.Millisecond, 200},
	}
	for _, u := range urls {
		g.Go(func() error {
			err := fetch(ctx, u.url, u.delay, u.code)
			mu.Lock()
			done[u.url] = err == nil
			mu.Unlock()
			return err
		})
	}
	err := g.Wait()
	fmt.Println("wait:", err)
	var fe *FetchError
	fmt.Println("as FetchError:", errors.As(err, &fe), fe.Code)
	fmt.Println("ctx err:", ctx.Err())
	fmt.Println("cause:", context.Cause(ctx))
	fmt.Println("done:", done)

	g2, ctx2 := WithContext(context.Background())
	for i := range 3 {
		g2.Go(func() error {
			time.Sleep(time.Duration(i) * time.Millisecond)
			return nil
		})
	}
	fmt.Println("second wait:", g2.Wait(), ctx2.Err(), context.Cause(ctx2))
}

// Output:
// wait: fetch /b: status 503
// as FetchError: true 503
// ctx err: context canceled
// cause: fetch /b: status 503
// done: map[/a:true /b:false /c:false /d:false]
// second wait: <nil> context canceled context canceled
