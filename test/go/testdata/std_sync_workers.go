package main

import (
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
)

type Counter struct {
	mu sync.Mutex
	m  map[string]int
}

func (c *Counter) Inc(k string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[k]++
}

func main() {
	jobs := make(chan int, 100)
	results := make(chan int, 100)
	var wg sync.WaitGroup
	for w := 1; w <= 3; w++ {
		wg.Add(1)
		go func(id int) {
			defer wg.Done()
			for j := range jobs {
				results <- j * j
			}
		}(w)
	}
	for j := 1; j <= 9; j++ {
		jobs <- j
	}
	close(jobs)
	wg.Wait()
	close(results)
	var sq []int
	for r := range results {
		sq = append(sq, r)
	}
	sort.Ints(sq)
	fmt.Println(sq)
	c := Counter{m: map[string]int{}}
	var wg2 sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			c.Inc("k")
		}()
	}
	wg2.Wait()
	fmt.Println(c.m["k"])
	var ops atomic.Int64
	var n int32
	var wg3 sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg3.Add(1)
		go func() {
			ops.Add(2)
			atomic.AddInt32(&n, 1)
			wg3.Done()
		}()
	}
	wg3.Wait()
	fmt.Println(ops.Load(), atomic.LoadInt32(&n))
	var once sync.Once
	for i := 0; i < 3; i++ {
		once.Do(func() { fmt.Println("once") })
	}
	var rw sync.RWMutex
	rw.RLock()
	rw.RUnlock()
	rw.Lock()
	rw.Unlock()
	var m sync.Map
	m.Store("a", 1)
	v, ok := m.Load("a")
	fmt.Println(v, ok)
	m.Range(func(k, v any) bool { fmt.Println(k, v); return true })
	done := make(chan struct{})
	go func() {
		defer close(done)
		fmt.Println("in goroutine")
	}()
	<-done
}

// Output:
// [1 4 9 16 25 36 49 64 81]
// 50
// 40 20
// once
// 1 true
// a 1
// in goroutine
