package main

import (
	"fmt"
	"sync"
)

type Store struct {
	mu sync.RWMutex
	m  map[string]int
}

func (s *Store) GetOrInit(k string) int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if v, ok := s.m[k]; ok {
		return v
	}
	s.mu.Lock()
	s.m[k] = 1
	s.mu.Unlock()
	return 1
}

func main() {
	s := &Store{m: map[string]int{}}
	fmt.Println(s.GetOrInit("a"))
}

// Output:
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [sync.RWMutex.Lock]:
// Exit: 2
