package main

import (
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
)

type Cache struct {
	mu   sync.RWMutex
	data map[string]int
	hits atomic.Int64
	miss atomic.Int64
}

func (c *Cache) Get(k string) (int, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	v, ok := c.data[k]
	if ok {
		c.hits.Add(1)
	} else {
		c.miss.Add(1)
	}
	return v, ok
}

func (c *Cache) Set(k string, v int) {
	c.mu.Lock()
	c.data[k] = v
	c.mu.Unlock()
}

type Queue struct {
	mu    sync.Mutex
	cond  *sync.Cond
	items []int
}

func NewQueue() *Queue {
	q := &Queue{}
	q.cond = sync.NewCond(&q.mu)
	return q
}

func (q *Queue) Put(v int) {
	q.mu.Lock()
	q.items = append(q.items, v)
	q.mu.Unlock()
	q.cond.Signal()
}

func (q *Queue) Take() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	for len(q.items) == 0 {
		q.cond.Wait()
	}
	v := q.items[0]
	q.items = q.items[1:]
	return v
}

func main() {
	c := &Cache{data: map[string]int{}}
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			key := fmt.Sprint("k", i%5)
			if _, ok := c.Get(key); !ok {
				c.Set(key, i)
			}
		}(i)
	}
	wg.Wait()
	fmt.Println(len(c.data), c.hits.Load()+c.miss.Load())

	var ops int32
	var flag atomic.Bool
	var wg2 sync.WaitGroup
	for i := 0; i < 10; i++ {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			atomic.AddInt32(&ops, 2)
			flag.CompareAndSwap(false, true)
		}()
	}
	wg2.Wait()
	fmt.Println(atomic.LoadInt32(&ops), flag.Load())
	var v atomic.Value
	v.Store([]string{"cfg"})
	fmt.Println(v.Load().([]string))

	q := NewQueue()
	out := make(chan int)
	go func() {
		sum := 0
		for i := 0; i < 5; i++ {
			sum += q.Take()
		}
		out <- sum
	}()
	for i := 1; i <= 5; i++ {
		q.Put(i * 10)
	}
	fmt.Println(<-out)

	var m sync.Map
	m.Store("b", 2)
	m.Store("a", 1)
	act, loaded := m.LoadOrStore("a", 9)
	fmt.Println(act, loaded)
	var keys []string
	m.Range(func(k, v any) bool { keys = append(keys, k.(string)); return true })
	sort.Strings(keys)
	fmt.Println(keys)
	m.Delete("a")
	_, ok := m.Load("a")
	fmt.Println(ok)
}

// Output:
// 5 20
// 20 true
// [cfg]
// 150
// 1 true
// [a b]
// false
