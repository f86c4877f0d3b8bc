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

func work(ctx context.Context, id int) (int, error) {
	select {
	case <-time.After(time.Duration(id*100) * time.Millisecond):
		if id == 3 {
			return 0, fmt.Errorf("job %d: %w", id, errors.ErrUnsupported)
		}
		return id * id, nil
	case <-ctx.Done():
		return 0, fmt.Errorf("job %d: %w", id, context.Cause(ctx))
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 400*time.Millisecond)
	defer cancel()
	jobs := make(chan int)
	results := make(chan result)
	var wg sync.WaitGroup
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for id := range jobs {
				v, err := work(ctx, id)
				results <- result{id, v, err}
			}
		}()
	}
	go func() {
		for i := 1; i <= 6; i++ {
			jobs <- i
		}
		close(jobs)
	}()
	go func() {
		wg.Wait()
		close(results)
	}()
	var all []result
	for r := range results {
		all = append(all, r)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].id < all[j].id })
	for _, r := range all {
		fmt.Println(r.id, r.val, r.err)
	}
	fmt.Println(ctx.Err(), errors.Is(ctx.Err(), context.DeadlineExceeded))

	var mu sync.Mutex
	var once sync.Once
	counter := 0
	var wg2 sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			once.Do(func() { fmt.Println("init once") })
			mu.Lock()
			counter += i
			mu.Unlock()
		}()
	}
	wg2.Wait()
	fmt.Println("counter", counter)

	ctx2, cancel2 := context.WithCancelCause(context.Background())
	cancel2(errors.New("shutting down"))
	<-ctx2.Done()
	fmt.Println(ctx2.Err(), context.Cause(ctx2))
	ctx3, cancel3 := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel3()
	fmt.Println(ctx3.Err())
	vctx := context.WithValue(ctx3, "k", "v")
	fmt.Println(vctx.Value("k"), vctx.Value("missing"))
}

// Output:
// 1 1 <nil>
// 2 4 <nil>
// 3 0 job 3: unsupported operation
// 4 0 job 4: context deadline exceeded
// 5 0 job 5: context deadline exceeded
// 6 0 job 6: context deadline exceeded
// context deadline exceeded true
// init once
// counter 1225
// context canceled shutting down
// context deadline exceeded
// v <nil>
