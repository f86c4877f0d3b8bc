package main

import (
	"fmt"
	"sync"
)

type Registry struct {
	mu    sync.Mutex
	items map[string]int
}

func (r *Registry) Add(name string, v int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.items[name] = v
}

func (r *Registry) Each(f func(string, int)) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, k := range []string{"a", "b"} {
		f(k, r.items[k])
	}
}

func main() {
	r := &Registry{items: map[string]int{}}
	r.Add("a", 1)
	r.Add("b", 2)
	r.Each(func(k string, v int) {
		fmt.Println(k, v)
		if v == 2 {
			r.Add(k+"2", v*2)
		}
	})
	fmt.Println("done")
}

// Output:
// a 1
// b 2
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [sync.Mutex.Lock]:
// Exit: 2
