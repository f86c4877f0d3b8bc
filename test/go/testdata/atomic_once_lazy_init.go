package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

type Client struct{ addr string }

var (
	once     sync.Once
	instance *Client
	inits    atomic.Int32
)

func Get() *Client {
	once.Do(func() {
		inits.Add(1)
		instance = &Client{addr: "10.0.0.1:443"}
	})
	return instance
}

type Stats struct {
	requests atomic.Int64
	errors   atomic.Uint32
	last     atomic.Value
	ready    atomic.Bool
}

func main() {
	var wg sync.WaitGroup
	var s Stats
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := Get()
			s.requests.Add(1)
			if i%5 == 0 {
				s.errors.Add(1)
			}
			s.last.Store(c.addr)
		}()
	}
	wg.Wait()
	s.ready.Store(true)
	fmt.Println(inits.Load(), s.requests.Load(), s.errors.Load(), s.last.Load(), s.ready.Load())
	var old int64 = 20
	fmt.Println(s.requests.CompareAndSwap(old, 100), s.requests.Swap(7), s.requests.Load())
	var n int32
	atomic.AddInt32(&n, 5)
	fmt.Println(atomic.LoadInt32(&n), atomic.CompareAndSwapInt32(&n, 4, 9), n)
	ov := sync.OnceValue(func() int { fmt.Println("computing"); return 42 })
	fmt.Println(ov(), ov())
	defer func() { fmt.Println("recovered:", recover()) }()
	var v atomic.Value
	v.Store("a")
	v.Store(1)
}

// Output:
// 1 20 4 10.0.0.1:443 true
// true 100 7
// 5 false 5
// computing
// 42 42
// recovered: sync/atomic: store of inconsistently typed value into Value
