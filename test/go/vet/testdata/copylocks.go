package main

import (
	"fmt"
	"sync"
)

type Counter struct {
	mu sync.Mutex
	n  map[string]int
}

type Wrapper struct {
	c Counter
}

type Safe struct {
	*sync.Mutex
}

type Group struct {
	wg sync.WaitGroup
}

func (c Counter) Get(k string) int { return c.n[k] }

func (c *Counter) Inc(k string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n[k]++
}

func use(w Wrapper, s Safe, g *Group) {}

func snapshot(c *Counter) Counter {
	return *c
}

func main() {
	c := Counter{n: map[string]int{}}
	c.Inc("a")
	d := c
	var e = c
	w := Wrapper{c: c}
	ws := []Wrapper{w}
	for _, x := range ws {
		fmt.Println(x.c.n)
	}
	for i := range ws {
		fmt.Println(i)
	}
	var wg sync.WaitGroup
	func(g sync.WaitGroup) {}(wg)
	use(w, Safe{}, &Group{})
	arr := [2]sync.Mutex{}
	arr2 := arr
	m := new(sync.Mutex)
	m2 := *m
	fmt.Println(d.n, e.n, snapshot(&c).n, len(arr2), m2, c.Get("a"))
}
