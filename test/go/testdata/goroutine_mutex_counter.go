package main

import (
	"fmt"
	"sync"
)

type SafeCounter struct {
	mu sync.Mutex
	m  map[string]int
}

func (c *SafeCounter) Inc(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[key]++
}

func (c *SafeCounter) Value(key string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.m[key]
}

func main() {
	c := SafeCounter{m: make(map[string]int)}
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			c.Inc("total")
			if n%2 == 0 {
				c.Inc("even")
			}
		}(i)
	}
	wg.Wait()
	fmt.Println(c.Value("total"), c.Value("even"))
}

// Output:
// 50 25
