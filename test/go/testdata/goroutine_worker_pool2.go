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

func worker(jobs <-chan job, out chan<- result, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		s := 0
		for i := 1; i <= j.n; i++ {
			s += i
		}
		out <- result{j.id, s}
	}
}

func main() {
	jobs := make(chan job, 10)
	out := make(chan result, 10)
	var wg sync.WaitGroup
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go worker(jobs, out, &wg)
	}
	for i := 1; i <= 8; i++ {
		jobs <- job{i, i * 10}
	}
	close(jobs)
	go func() {
		wg.Wait()
		close(out)
	}()
	var rs []result
	for r := range out {
		rs = append(rs, r)
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].id < rs[j].id })
	for _, r := range rs {
		fmt.Printf("job %d -> %d\n", r.id, r.sum)
	}
	var once sync.Once
	for i := 0; i < 3; i++ {
		once.Do(func() { fmt.Println("once", i) })
	}
	var rw sync.RWMutex
	cache := map[string]int{}
	var wg2 sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg2.Add(1)
		go func(i int) {
			defer wg2.Done()
			rw.Lock()
			cache[fmt.Sprint("k", i%2)] += i
			rw.Unlock()
		}(i)
	}
	wg2.Wait()
	rw.RLock()
	fmt.Println(cache["k0"], cache["k1"])
	rw.RUnlock()
}

// Output:
// job 1 -> 55
// job 2 -> 210
// job 3 -> 465
// job 4 -> 820
// job 5 -> 1275
// job 6 -> 1830
// job 7 -> 2485
// job 8 -> 3240
// once 0
// 2 4
