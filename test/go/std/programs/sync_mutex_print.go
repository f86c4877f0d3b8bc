package main

import (
	"fmt"
	"sync"
)

type Counter struct {
	mu sync.Mutex
	n  map[string]int
}

func main() {
	c := Counter{n: map[string]int{}}
	c.mu.Lock()
	c.n["a"]++
	c.mu.Unlock()
	fmt.Printf("%v %+v\n", c, c)
	var mu sync.Mutex
	fmt.Println(mu.TryLock(), mu.TryLock())
	mu.Unlock()
}
