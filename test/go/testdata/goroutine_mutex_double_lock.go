package main

import (
	"fmt"
	"sync"
)

type Store struct {
	mu    sync.Mutex
	items map[string]int
}

func (s *Store) Get(k string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.items[k]
}

func (s *Store) Incr(k string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.items[k] = s.Get(k) + 1
}

func main() {
	s := &Store{items: map[string]int{}}
	fmt.Println("incrementing")
	s.Incr("a")
	fmt.Println("done")
}

// Output:
// incrementing
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [sync.Mutex.Lock]:
// Exit: 2
