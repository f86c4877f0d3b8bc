package main

import (
	"fmt"
	"sync"
)

type Counter struct {
	mu sync.Mutex
	n  int
}

func (c *Counter) Inc() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n++
}

func (c *Counter) IncTwice() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.Inc()
	c.Inc()
}

func main() {
	var c Counter
	c.Inc()
	fmt.Println(c.n)
	c.IncTwice()
	fmt.Println(c.n)
}

// Output:
// 1
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [sync.Mutex.Lock]:
// Exit: 2
