package main

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
)

type Lazy struct {
	mu  *sync.Mutex
	val string
}

func (l Lazy) MarshalJSON() ([]byte, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return json.Marshal(strings.ToUpper(l.val))
}

func main() {
	var mu sync.Mutex
	mu.Lock()
	ready := make(chan struct{})
	done := make(chan string)
	go func() {
		close(ready)
		b, err := json.Marshal(map[string]any{"a": Lazy{&mu, "x"}})
		done <- fmt.Sprint(string(b), err)
	}()
	<-ready
	words := []string{"b", "a"}
	go func() {
		sort.Slice(words, func(i, j int) bool {
			mu.Lock()
			defer mu.Unlock()
			return words[i] < words[j]
		})
		done <- strings.Join(words, ",")
	}()
	defer fmt.Println("main deferred")
	defer mu.Unlock()
	panic("main: giving up while workers wait on the lock")
}

// Output:
// main deferred
// Stderr:
// panic: main: giving up while workers wait on the lock
//
// goroutine 1 [running]:
// Exit: 2
