package main

import (
	"fmt"
	"sort"
	"sync"
)

type job struct {
	id int
	n  int
}

type result struct {
	id  int
	sum int
}

func worker(jobs <-chan job, results chan<- result, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		s := 0
		for i := 1; i <= j.n; i++ {
			s += i
		}
		results <- result{j.id, s}
	}
}

func main() {
	jobs := make(chan job, 10)
	results := make(chan result, 10)
	var wg sync.WaitGroup
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go worker(jobs, results, &wg)
	}
	for i := 1; i <= 8; i++ {
		jobs <- job{i, i * 10}
	}
	close(jobs)
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
		fmt.Println(r.id, r.sum)
	}
}

// Output:
// 1 55
// 2 210
// 3 465
// 4 820
// 5 1275
// 6 1830
// 7 2485
// 8 3240
