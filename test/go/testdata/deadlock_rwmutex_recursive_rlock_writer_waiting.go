package main

// A cache whose Sum read-locks and then calls Get, which read-locks again: once a writer waits
// between the two, the second RLock waits for the writer and the writer for Sum (sync/rwmutex.go).

import (
	"fmt"
	"sync"
	"time"
)

type Cache struct {
	mu   sync.RWMutex
	data map[string]int
}

func (c *Cache) Get(k string) int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.data[k]
}

func (c *Cache) Sum(keys ...string) int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	time.Sleep(10 * time.Millisecond)
	s := 0
	for _, k := range keys {
		s += c.Get(k)
	}
	return s
}

func main() {
	c := &Cache{data: map[string]int{"a": 1}}
	go func() {
		time.Sleep(5 * time.Millisecond)
		c.mu.Lock()
		c.data["b"] = 2
		c.mu.Unlock()
	}()
	fmt.Println(c.Sum("a", "b"))
}

// Output:
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [sync.RWMutex.RLock]:
// Exit: 2
