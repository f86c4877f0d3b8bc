package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"
)

type result struct {
	id  int
	val int
	err error
}

func worker(ctx context.Context, id int, jobs <-chan int, out chan<- result, wg *sync.WaitGroup) {
	defer wg.Done()
	for {
		select {
		case <-ctx.Done():
			return
		case j, ok := <-jobs:
			if !ok {
				return
			}
			if j == 7 {
				out <- result{id, j, fmt.Errorf("job %d: %w", j, errors.ErrUnsupported)}
				continue
			}
			out <- result{id, j * j, nil}
		}
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	jobs := make(chan int)
	out := make(chan result, 100)
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go worker(ctx, i, jobs, out, &wg)
	}
	for j := 1; j <= 10; j++ {
		jobs <- j
	}
	close(jobs)
	wg.Wait()
	close(out)
	cancel()
	var vals []int
	var errs []error
	for r := range out {
		if r.err != nil {
			errs = append(errs, r.err)
			continue
		}
		vals = append(vals, r.val)
	}
	sort.Ints(vals)
	fmt.Println(vals, errors.Join(errs...))
	fmt.Println(ctx.Err(), context.Cause(ctx))

	ctx2, cancel2 := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel2()
	select {
	case <-ctx2.Done():
		fmt.Println("timeout:", ctx2.Err(), errors.Is(ctx2.Err(), context.DeadlineExceeded))
	case <-time.After(time.Second):
		fmt.Println("after")
	}
	ctx3, cancel3 := context.WithCancelCause(context.Background())
	cancel3(errors.New("shutdown requested"))
	<-ctx3.Done()
	fmt.Println(ctx3.Err(), context.Cause(ctx3))
	ctx4 := context.WithValue(ctx3, "k", 1)
	fmt.Println(ctx4.Value("k"), ctx4.Value("x"), ctx4.Err())
	fmt.Println(context.Background(), context.TODO())
	fmt.Println(ctx)

	var mu sync.Mutex
	var once sync.Once
	count := 0
	var wg2 sync.WaitGroup
	for i := range 50 {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			once.Do(func() { fmt.Println("once", i >= 0) })
			mu.Lock()
			count += i
			mu.Unlock()
		}()
	}
	wg2.Wait()
	fmt.Println(count)
	done := make(chan struct{})
	ticker := time.NewTicker(10 * time.Millisecond)
	defer ticker.Stop()
	go func() { time.Sleep(35 * time.Millisecond); close(done) }()
	ticks := 0
loop:
	for {
		select {
		case <-ticker.C:
			ticks++
		case <-done:
			break loop
		}
	}
	fmt.Println("ticks", ticks)
}

// Output:
// [1 4 9 16 25 36 64 81 100] job 7: unsupported operation
// context canceled context canceled
// timeout: context deadline exceeded true
// context canceled shutdown requested
// 1 <nil> context canceled
// context.Background context.TODO
// context.Background.WithCancel
// once true
// 1225
// ticks 3
