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
}

func (c *Cache) Get(k string) (int, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	v, ok := c.data[k]
	if ok {
		c.hits.Add(1)
	}
	return v, ok
}

func (c *Cache) Set(k string, v int) {
	c.mu.Lock()
	c.data[k] = v
	c.mu.Unlock()
}

func main() {
	c := &Cache{data: map[string]int{}}
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.Set(fmt.Sprintf("k%02d", i%5), i)
			c.Get("k00")
		}()
	}
	wg.Wait()
	keys := make([]string, 0)
	for k := range c.data {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println(keys, c.hits.Load() > 0)

	var once sync.Once
	calls := 0
	for range 3 {
		once.Do(func() { calls++ })
	}
	fmt.Println("calls", calls)
	v := sync.OnceValue(func() int { calls++; return calls * 10 })
	fmt.Println(v(), v(), calls)
	vs := sync.OnceValues(func() (string, error) { return "cfg", fmt.Errorf("load failed") })
	s, err := vs()
	fmt.Println(s, err)
	f := sync.OnceFunc(func() { panic("once panic") })
	for range 2 {
		func() {
			defer func() { fmt.Println("recovered:", recover()) }()
			f()
		}()
	}
	var n atomic.Int32
	fmt.Println(n.CompareAndSwap(0, 5), n.CompareAndSwap(0, 6), n.Swap(9), n.Load())
	var p atomic.Pointer[string]
	fmt.Println(p.Load() == nil)
	str := "x"
	p.Store(&str)
	fmt.Println(*p.Load())
	var u atomic.Uint32
	u.Add(^uint32(0))
	fmt.Println(u.Load())
	var val atomic.Value
	val.Store(1)
	defer func() { fmt.Println("recovered:", recover()) }()
	val.Store("string now")
}

// Output:
// [k00 k01 k02 k03 k04] true
// calls 1
// 20 20 2
// cfg load failed
// recovered: once panic
// recovered: once panic
// true false 5 9
// true
// x
// 4294967295
// recovered: sync/atomic: store of inconsistently typed value into Value
