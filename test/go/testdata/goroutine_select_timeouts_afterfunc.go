package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

func fetch(ctx context.Context, d time.Duration) (string, error) {
	select {
	case <-time.After(d):
		return fmt.Sprintf("done after %v", d), nil
	case <-ctx.Done():
		return "", fmt.Errorf("fetch: %w", ctx.Err())
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	fmt.Println(fetch(ctx, 10*time.Millisecond))
	s, err := fetch(ctx, time.Second)
	fmt.Printf("%q %v %v\n", s, err, errors.Is(err, context.DeadlineExceeded))
	dl, ok := ctx.Deadline()
	fmt.Println(ok, !dl.IsZero())
	var fired atomic.Int32
	t := time.AfterFunc(20*time.Millisecond, func() { fired.Add(1) })
	time.Sleep(50 * time.Millisecond)
	fmt.Println("fired", fired.Load(), t.Stop())
	t2 := time.AfterFunc(time.Hour, func() { fired.Add(100) })
	fmt.Println("stopped", t2.Stop(), t2.Stop(), fired.Load())
	timer := time.NewTimer(30 * time.Millisecond)
	select {
	case <-timer.C:
		fmt.Println("timer fired")
	case <-time.After(time.Second):
		fmt.Println("after")
	}
	fmt.Println(timer.Reset(10*time.Millisecond), timer.Stop())
	results := make(chan int, 10)
	var wg sync.WaitGroup
	var counter atomic.Int64
	for i := 1; i <= 5; i++ {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			time.Sleep(time.Duration(6-n) * 10 * time.Millisecond)
			counter.Add(int64(n))
			results <- n
		}(i)
	}
	wg.Wait()
	close(results)
	var order []int
	for r := range results {
		order = append(order, r)
	}
	fmt.Println(order, counter.Load())
	ch := make(chan int, 3)
	ch <- 1
	ch <- 2
	fmt.Println(len(ch), cap(ch))
	close(ch)
	v, ok1 := <-ch
	<-ch
	v2, ok2 := <-ch
	fmt.Println(v, ok1, v2, ok2)
	sel := make(chan int)
	select {
	case x := <-sel:
		fmt.Println(x)
	default:
		fmt.Println("no value ready")
	}
	var rw sync.RWMutex
	rw.RLock()
	rw.RLock()
	fmt.Println(rw.TryLock(), rw.TryRLock())
	rw.RUnlock()
	rw.RUnlock()
	rw.RUnlock()
	fmt.Println(rw.TryLock())
	ctx2, cancel2 := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel2()
	fmt.Println(ctx2.Err())
	stop := context.AfterFunc(ctx2, func() { fmt.Println("afterfunc ran") })
	time.Sleep(time.Millisecond)
	fmt.Println(stop())
	var once sync.Once
	for i := 0; i < 3; i++ {
		once.Do(func() { fmt.Println("once", i) })
	}
	v3 := sync.OnceValue(func() int { fmt.Println("computing"); return 42 })
	fmt.Println(v3(), v3())
	var m sync.Map
	m.Store("a", 1)
	act, loaded := m.LoadOrStore("a", 2)
	fmt.Println(act, loaded)
	m.Range(func(k, v any) bool { fmt.Println(k, v); return true })
	var unlock sync.Mutex
	unlock.Unlock()
}

// Output:
// done after 10ms <nil>
// "" fetch: context deadline exceeded true
// true true
// fired 1 false
// stopped true false 1
// timer fired
// false true
// [5 4 3 2 1] 15
// 2 3
// 1 true 0 false
// no value ready
// false true
// true
// context deadline exceeded
// afterfunc ran
// false
// once 0
// computing
// 42 42
// 1 true
// a 1
// Stderr:
// fatal error: sync: unlock of unlocked mutex
//
// goroutine 1 [running]:
// Exit: 2
