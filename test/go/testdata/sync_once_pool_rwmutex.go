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

var (
	cfgOnce sync.Once
	cfg     map[string]string
)

func config() map[string]string {
	cfgOnce.Do(func() {
		fmt.Println("loading config")
		cfg = map[string]string{"mode": "fast"}
	})
	return cfg
}

func main() {
	c := &Cache{data: map[string]int{}}
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			key := fmt.Sprintf("k%d", n%5)
			if _, ok := c.Get(key); !ok {
				c.Set(key, n)
			}
			_ = config()
		}(i)
	}
	wg.Wait()
	keys := []string{}
	for k := range c.data {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println(keys, len(c.data), config()["mode"])
	var counter int32
	var ops atomic.Uint64
	for range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 100 {
				atomic.AddInt32(&counter, 1)
				ops.Add(2)
			}
		}()
	}
	wg.Wait()
	fmt.Println(atomic.LoadInt32(&counter), ops.Load())
	fmt.Println(atomic.CompareAndSwapInt32(&counter, 1000, 1), counter)
	pool := sync.Pool{New: func() any { return new([]byte) }}
	b := pool.Get().(*[]byte)
	*b = append(*b, "x"...)
	pool.Put(b)
	fmt.Println(len(*b))
	once := sync.OnceValue(func() int { fmt.Println("computing"); return 42 })
	fmt.Println(once(), once())
	ov := sync.OnceValues(func() (string, error) { return "v", nil })
	fmt.Println(ov())
	var m sync.Map
	m.Store("a", 1)
	m.Store("b", 2)
	v, loaded := m.LoadOrStore("a", 9)
	fmt.Println(v, loaded)
	m.Delete("b")
	n := 0
	m.Range(func(k, v any) bool { n++; return true })
	fmt.Println(n)
	cond := sync.NewCond(&sync.Mutex{})
	ready := false
	go func() {
		cond.L.Lock()
		ready = true
		cond.L.Unlock()
		cond.Broadcast()
	}()
	cond.L.Lock()
	for !ready {
		cond.Wait()
	}
	cond.L.Unlock()
	fmt.Println("ready", ready)
}

// Output:
// loading config
// [k0 k1 k2 k3 k4] 5 fast
// 1000 2000
// true 1
// 1
// computing
// 42 42
// v <nil>
// 1 true
// 1
// ready true
