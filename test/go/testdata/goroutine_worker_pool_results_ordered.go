package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"
)

type job struct {
	id   int
	cost time.Duration
}

type result struct {
	id  int
	out string
	err error
}

var errTooSlow = errors.New("too slow")

func worker(ctx context.Context, id int, jobs <-chan job, results chan<- result, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		select {
		case <-time.After(j.cost):
			if j.cost > 40*time.Millisecond {
				results <- result{j.id, "", fmt.Errorf("job %d: %w", j.id, errTooSlow)}
				continue
			}
			results <- result{j.id, fmt.Sprintf("job %d done", j.id), nil}
		case <-ctx.Done():
			results <- result{j.id, "", ctx.Err()}
		}
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	jobs := make(chan job)
	results := make(chan result)
	var wg sync.WaitGroup
	for w := 1; w <= 3; w++ {
		wg.Add(1)
		go worker(ctx, w, jobs, results, &wg)
	}
	go func() {
		costs := []int{10, 50, 20, 5, 200, 15, 30}
		for i, c := range costs {
			jobs <- job{i, time.Duration(c) * time.Millisecond}
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
	var errs []error
	for _, r := range all {
		if r.err != nil {
			errs = append(errs, r.err)
			fmt.Printf("%d: error: %v (slow=%t deadline=%t)\n", r.id, r.err, errors.Is(r.err, errTooSlow), errors.Is(r.err, context.DeadlineExceeded))
			continue
		}
		fmt.Printf("%d: %s\n", r.id, r.out)
	}
	joined := errors.Join(errs...)
	fmt.Println(len(all), errors.Is(joined, errTooSlow), ctx.Err())
}

// Output:
// 0: job 0 done
// 1: error: job 1: too slow (slow=true deadline=false)
// 2: job 2 done
// 3: job 3 done
// 4: error: context deadline exceeded (slow=false deadline=true)
// 5: job 5 done
// 6: job 6 done
// 7 true context deadline exceeded
