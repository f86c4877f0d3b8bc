package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"sync"
)

type Job struct {
	ID    int
	Input string
}

type Result struct {
	JobID  int
	Output int
	Err    error
}

var errBadInput = errors.New("bad input")

func process(ctx context.Context, j Job) (int, error) {
	select {
	case <-ctx.Done():
		return 0, ctx.Err()
	default:
	}
	if j.Input == "" {
		return 0, fmt.Errorf("job %d: %w", j.ID, errBadInput)
	}
	return len(j.Input) * j.ID, nil
}

func worker(ctx context.Context, id int, jobs <-chan Job, results chan<- Result, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		out, err := process(ctx, j)
		results <- Result{JobID: j.ID, Output: out, Err: err}
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	inputs := []string{"alpha", "beta", "", "delta", "epsilon", "zeta", ""}
	jobs := make(chan Job)
	results := make(chan Result, len(inputs))
	var wg sync.WaitGroup
	for w := 1; w <= 3; w++ {
		wg.Add(1)
		go worker(ctx, w, jobs, results, &wg)
	}
	go func() {
		for i, in := range inputs {
			jobs <- Job{ID: i + 1, Input: in}
		}
		close(jobs)
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	var all []Result
	for r := range results {
		all = append(all, r)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].JobID < all[j].JobID })
	failed := 0
	for _, r := range all {
		if r.Err != nil {
			failed++
			fmt.Printf("job %d failed: %v (bad input: %t)\n", r.JobID, r.Err, errors.Is(r.Err, errBadInput))
			continue
		}
		fmt.Printf("job %d -> %d\n", r.JobID, r.Output)
	}
	fmt.Printf("%d ok, %d failed\n", len(all)-failed, failed)

	cancel()
	out, err := process(ctx, Job{ID: 99, Input: "late"})
	fmt.Println(out, err, errors.Is(err, context.Canceled))
}

// Output:
// job 1 -> 5
// job 2 -> 8
// job 3 failed: job 3: bad input (bad input: true)
// job 4 -> 20
// job 5 -> 35
// job 6 -> 24
// job 7 failed: job 7: bad input (bad input: true)
// 5 ok, 2 failed
// 0 context canceled true
