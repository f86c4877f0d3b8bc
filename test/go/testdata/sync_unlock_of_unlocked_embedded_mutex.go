package main

import (
	"fmt"
	"sync"
)

type Counter struct {
	sync.Mutex
	n map[string]int
}

func (c *Counter) Inc(k string) {
	c.Lock()
	c.n[k]++
	c.Unlock()
}

func main() {
	c := Counter{n: map[string]int{}}
	c.Inc("a")
	c.Inc("a")
	fmt.Println(c.n)
	c.Unlock()
}

// Output:
// map[a:2]
// Stderr:
// fatal error: sync: unlock of unlocked mutex
//
// goroutine 1 [running]:
// Exit: 2
