package main

import (
	"fmt"
	"sync"
)

type Registry struct {
	mu    sync.RWMutex
	items map[string]int
	once  sync.Once
}

func (r *Registry) init() {
	r.once.Do(func() {
		fmt.Println("initializing")
		r.items = map[string]int{}
	})
}

func (r *Registry) Set(k string, v int) {
	r.init()
	r.mu.Lock()
	r.items[k] = v
	r.mu.Unlock()
}

func (r *Registry) Get(k string) int {
	r.init()
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.items[k]
}

func main() {
	var r Registry
	var wg sync.WaitGroup
	for i := 0; i < 10; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.Set(fmt.Sprintf("k%d", i), i)
		}()
	}
	wg.Wait()
	sum := 0
	for i := 0; i < 10; i++ {
		sum += r.Get(fmt.Sprintf("k%d", i))
	}
	fmt.Println(sum, len(r.items))
}

// Output:
// initializing
// 45 10
