package main

import (
	"fmt"
	"sort"
	"sync"
)

type SafeCounter struct {
	mu sync.RWMutex
	m  map[string]int
}

func (c *SafeCounter) Inc(k string) {
	c.mu.Lock()
	c.m[k]++
	c.mu.Unlock()
}

func (c *SafeCounter) Snapshot() map[string]int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	out := make(map[string]int, len(c.m))
	for k, v := range c.m {
		out[k] = v
	}
	return out
}

func main() {
	c := SafeCounter{m: map[string]int{}}
	var wg sync.WaitGroup
	words := []string{"a", "b", "a", "c", "a", "b"}
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.Inc(words[i%len(words)])
		}()
	}
	wg.Wait()
	snap := c.Snapshot()
	keys := make([]string, 0, len(snap))
	for k := range snap {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k, snap[k])
	}
	var once sync.Once
	for i := 0; i < 3; i++ {
		once.Do(func() { fmt.Println("once", i) })
	}
	v := sync.OnceValue(func() int { fmt.Println("computing"); return 42 })
	fmt.Println(v(), v())
	var m sync.Map
	m.Store("x", 1)
	act, loaded := m.LoadOrStore("x", 2)
	fmt.Println(act, loaded)
	m.Range(func(k, v any) bool { fmt.Println(k, v); return true })
}

// Output:
// a 25
// b 17
// c 8
// once 0
// computing
// 42 42
// 1 true
// x 1
