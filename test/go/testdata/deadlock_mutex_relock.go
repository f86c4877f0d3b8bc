package main

import (
	"fmt"
	"sync"
)

type Cache struct {
	mu    sync.Mutex
	items map[string]string
}

func (c *Cache) Get(k string) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.items[k]
}

func (c *Cache) GetOrDefault(k, d string) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if v := c.Get(k); v != "" {
		return v
	}
	return d
}

func main() {
	c := &Cache{items: map[string]string{"a": "1"}}
	fmt.Println(c.Get("a"))
	fmt.Println(c.GetOrDefault("b", "zero"))
}

// Output:
// 1
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [sync.Mutex.Lock]:
// Exit: 2
