package main

// Maps shared between goroutines the right ways, with enough work that the goroutines are
// preempted many times: a mutex around each access, an RWMutex for readers, a map handed over a
// channel, and a map published with an atomic flag. None of them is a concurrent map access.

import (
	"fmt"
	"sync"
	"sync/atomic"
)

func main() {
	var mu sync.Mutex
	counts := map[int]int{}
	var wg sync.WaitGroup
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200000; i++ {
				mu.Lock()
				counts[i%10]++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	fmt.Println("mutex", counts[0], counts[9], len(counts))

	var rw sync.RWMutex
	cache := map[string]int{"a": 1}
	var total atomic.Int64
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 150000; i++ {
				rw.RLock()
				total.Add(int64(cache["a"]))
				rw.RUnlock()
			}
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 0; i < 150000; i++ {
			rw.Lock()
			cache["a"] = 1
			rw.Unlock()
		}
	}()
	wg.Wait()
	fmt.Println("rwmutex", total.Load())

	ch := make(chan map[int]int)
	go func() {
		m := map[int]int{}
		for i := 0; i < 300000; i++ {
			m[i%1000] += i
		}
		ch <- m
		n := 0
		for i := 0; i < 300000; i++ {
			n += i
		}
		_ = n
	}()
	got := <-ch
	for i := 0; i < 300000; i++ {
		got[i%1000]++
	}
	fmt.Println("channel", len(got))

	var ready atomic.Bool
	shared := map[int]int{}
	stop := make(chan bool)
	go func() {
		for i := 0; i < 1000; i++ {
			shared[i] = i
		}
		ready.Store(true)
		for i := 0; i < 3000000; i++ {
			select {
			case <-stop:
				return
			default:
			}
		}
	}()
	for !ready.Load() {
	}
	sum := 0
	for i := 0; i < 300000; i++ {
		sum += shared[i%1000]
	}
	close(stop)
	fmt.Println("atomic", sum)
}

// Output:
// mutex 60000 60000 10
// rwmutex 300000
// channel 1000
// atomic 149850000
