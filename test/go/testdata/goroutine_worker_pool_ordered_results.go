package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

type Job struct {
	ID   int
	Text string
}

type Result struct {
	JobID int
	Words int
	Err   error
}

var errEmpty = errors.New("empty text")

func worker(id int, jobs <-chan Job, results chan<- Result, processed *atomic.Int64, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		time.Sleep(time.Duration(j.ID%3) * time.Millisecond)
		processed.Add(1)
		if strings.TrimSpace(j.Text) == "" {
			results <- Result{JobID: j.ID, Err: fmt.Errorf("job %d: %w", j.ID, errEmpty)}
			continue
		}
		results <- Result{JobID: j.ID, Words: len(strings.Fields(j.Text))}
	}
}

func main() {
	texts := []string{"a b c", "", "hello world", "one", "  ", "x y z w"}
	jobs := make(chan Job)
	results := make(chan Result, len(texts))
	var processed atomic.Int64
	var wg sync.WaitGroup
	for w := 1; w <= 3; w++ {
		wg.Add(1)
		go worker(w, jobs, results, &processed, &wg)
	}
	go func() {
		for i, t := range texts {
			jobs <- Job{ID: i, Text: t}
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
	var errs []error
	total := 0
	for _, r := range all {
		if r.Err != nil {
			errs = append(errs, r.Err)
			continue
		}
		total += r.Words
		fmt.Printf("job %d: %d words\n", r.JobID, r.Words)
	}
	fmt.Println("total", total, "processed", processed.Load())
	joined := errors.Join(errs...)
	fmt.Println(joined)
	fmt.Println(errors.Is(joined, errEmpty))
	var flag atomic.Bool
	fmt.Println(flag.CompareAndSwap(false, true), flag.Load(), flag.Swap(false))
	var v atomic.Value
	v.Store("cfg1")
	fmt.Println(v.Load(), v.CompareAndSwap("cfg1", "cfg2"), v.Load())
	defer func() { fmt.Println("recovered:", recover()) }()
	v.Store(1)
}

// Output:
// job 0: 3 words
// job 2: 2 words
// job 3: 1 words
// job 5: 4 words
// total 10 processed 6
// job 1: empty text
// job 4: empty text
// true
// true true true
// cfg1 true cfg2
// recovered: sync/atomic: store of inconsistently typed value into Value
