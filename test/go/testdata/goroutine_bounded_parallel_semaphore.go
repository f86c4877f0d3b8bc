package main

import (
	"fmt"
	"sort"
	"sync"
	"time"
)

func main() {
	const limit = 3
	sem := make(chan struct{}, limit)
	var mu sync.Mutex
	running, peak := 0, 0
	results := map[int]string{}
	var wg sync.WaitGroup
	for i := 0; i < 10; i++ {
		wg.Add(1)
		go func(id int) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			mu.Lock()
			running++
			if running > peak {
				peak = running
			}
			mu.Unlock()
			time.Sleep(time.Duration(10+id%3) * time.Millisecond)
			mu.Lock()
			running--
			results[id] = fmt.Sprintf("task-%02d", id)
			mu.Unlock()
		}(i)
	}
	wg.Wait()
	keys := make([]int, 0, len(results))
	for k := range results {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	fmt.Println("peak concurrency:", peak, "<= limit:", peak <= limit)
	for _, k := range keys {
		fmt.Print(results[k], " ")
	}
	fmt.Println()
	fmt.Println("running at end:", running, "sem len:", len(sem), "cap:", cap(sem))

	rate := time.NewTicker(5 * time.Millisecond)
	defer rate.Stop()
	start := time.Now()
	for i := 0; i < 4; i++ {
		<-rate.C
	}
	fmt.Println("rate limited:", time.Since(start) >= 20*time.Millisecond)
}

// Output:
// peak concurrency: 3 <= limit: true
// task-00 task-01 task-02 task-03 task-04 task-05 task-06 task-07 task-08 task-09 
// running at end: 0 sem len: 0 cap: 3
// rate limited: true
