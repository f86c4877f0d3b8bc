package main

import (
	"fmt"
	"sync"
)

type Cache struct {
	mu   sync.RWMutex
	data map[string]string
}

func (c *Cache) GetOrLoad(k string) string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if v, ok := c.data[k]; ok {
		return v
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.data[k] = "loaded:" + k
	return c.data[k]
}

func main() {
	c := &Cache{data: map[string]string{"x": "cached"}}
	fmt.Println(c.GetOrLoad("x"))
	fmt.Println(c.GetOrLoad("y"))
}

// Output:
// cached
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [sync.RWMutex.Lock]:
// Exit: 2
