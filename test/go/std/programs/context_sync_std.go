package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

type key string

func main() {
	ctx := context.Background()
	fmt.Println(ctx, context.TODO())
	ctx = context.WithValue(ctx, key("user"), "alice")
	fmt.Println(ctx.Value(key("user")), ctx.Value(key("other")))
	cctx, cancel := context.WithCancel(ctx)
	fmt.Println(cctx.Err())
	cancel()
	<-cctx.Done()
	fmt.Println(cctx.Err(), errors.Is(cctx.Err(), context.Canceled))
	tctx, cancel2 := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel2()
	select {
	case <-tctx.Done():
		fmt.Println("timeout:", tctx.Err())
	case <-time.After(time.Second):
		fmt.Println("after")
	}
	dl, ok := tctx.Deadline()
	fmt.Println(ok, !dl.IsZero())
	parent, pcancel := context.WithCancel(context.Background())
	child, ccancel := context.WithCancel(parent)
	defer ccancel()
	pcancel()
	<-child.Done()
	fmt.Println("child:", child.Err())

	var mu sync.Mutex
	var wg sync.WaitGroup
	total := 0
	for i := 1; i <= 10; i++ {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			mu.Lock()
			defer mu.Unlock()
			total += n
		}(i)
	}
	wg.Wait()
	fmt.Println("total:", total)
	var once sync.Once
	for i := 0; i < 3; i++ {
		once.Do(func() { fmt.Println("once") })
	}
	var rw sync.RWMutex
	rw.RLock()
	rw.RLock()
	rw.RUnlock()
	rw.RUnlock()
	rw.Lock()
	rw.Unlock()
	var sm sync.Map
	sm.Store("a", 1)
	sm.Store("b", 2)
	v, ok := sm.Load("a")
	fmt.Println(v, ok)
	n := 0
	sm.Range(func(k, v any) bool {
		n++
		return true
	})
	fmt.Println("entries:", n)
	results := make(chan int, 3)
	for i := 0; i < 3; i++ {
		go func(n int) {
			time.Sleep(time.Duration(3-n) * 20 * time.Millisecond)
			results <- n
		}(i)
	}
	sum := 0
	for i := 0; i < 3; i++ {
		sum += <-results
	}
	fmt.Println("sum:", sum)
}
