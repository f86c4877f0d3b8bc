package main

import (
	"fmt"
	"sync"
)

type Queue struct {
	mu       sync.Mutex
	notEmpty *sync.Cond
	notFull  *sync.Cond
	items    []int
	cap      int
}

func NewQueue(n int) *Queue {
	q := &Queue{cap: n}
	q.notEmpty = sync.NewCond(&q.mu)
	q.notFull = sync.NewCond(&q.mu)
	return q
}

func (q *Queue) Put(v int) {
	q.mu.Lock()
	for len(q.items) == q.cap {
		q.notFull.Wait()
	}
	q.items = append(q.items, v)
	q.notEmpty.Signal()
	q.mu.Unlock()
}

func (q *Queue) Get() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	for len(q.items) == 0 {
		q.notEmpty.Wait()
	}
	v := q.items[0]
	q.items = q.items[1:]
	q.notFull.Signal()
	return v
}

func main() {
	q := NewQueue(2)
	done := make(chan int)
	go func() {
		sum := 0
		for i := 0; i < 10; i++ {
			sum += q.Get()
		}
		done <- sum
	}()
	for i := 1; i <= 10; i++ {
		q.Put(i)
	}
	fmt.Println("sum", <-done)
	var mu sync.Mutex
	fmt.Println(mu.TryLock(), mu.TryLock())
	mu.Unlock()
	var rw sync.RWMutex
	rw.RLock()
	fmt.Println(rw.TryRLock(), rw.TryLock())
	rw.RUnlock()
	rw.RUnlock()
	fmt.Println(rw.TryLock())
}

// Output:
// sum 55
// true false
// true false
// true
