package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

type Config struct {
	Name    string
	Workers int
}

type Stats struct {
	requests atomic.Int64
	errors   atomic.Int32
	maxSeen  atomic.Uint64
	ready    atomic.Bool
	cfg      atomic.Pointer[Config]
	last     atomic.Value
}

func (s *Stats) observe(v uint64) {
	for {
		cur := s.maxSeen.Load()
		if v <= cur || s.maxSeen.CompareAndSwap(cur, v) {
			return
		}
	}
}

func main() {
	var s Stats
	fmt.Println(s.cfg.Load() == nil, s.last.Load(), s.ready.Load())
	s.cfg.Store(&Config{"v1", 2})
	var wg sync.WaitGroup
	for i := 1; i <= 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.requests.Add(1)
			if i%7 == 0 {
				s.errors.Add(1)
			}
			s.observe(uint64(i * 3))
		}()
	}
	wg.Wait()
	fmt.Println(s.requests.Load(), s.errors.Load(), s.maxSeen.Load())
	old := s.cfg.Swap(&Config{"v2", 8})
	fmt.Printf("%+v %+v\n", *old, *s.cfg.Load())
	fmt.Println(s.ready.CompareAndSwap(false, true), s.ready.CompareAndSwap(false, true), s.ready.Swap(false))
	s.last.Store("first")
	fmt.Println(s.last.Load(), s.last.Swap("second"), s.last.Load())
	fmt.Println(s.last.CompareAndSwap("second", "third"), s.last.Load())
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		s.last.Store(42)
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		var v atomic.Value
		v.Store(nil)
	}()
	var n int32 = 10
	fmt.Println(atomic.AddInt32(&n, -3), atomic.LoadInt32(&n), atomic.CompareAndSwapInt32(&n, 7, 1), n)
	var u uint32
	atomic.StoreUint32(&u, 5)
	fmt.Println(atomic.AddUint32(&u, ^uint32(0)), atomic.SwapUint32(&u, 9), u)
	var i64 atomic.Int64
	fmt.Println(i64.Add(-5), i64.And(0), i64.Or(6), i64.Load())
	fmt.Printf("%v %d\n", s.requests.Load(), &s.errors == nil)
}

// Output:
// true <nil> false
// 50 7 150
// {Name:v1 Workers:2} {Name:v2 Workers:8}
// true false true
// first first second
// true third
// recovered: sync/atomic: store of inconsistently typed value into Value
// recovered: sync/atomic: store of nil value into Value
// 7 7 true 1
// 4 4 9
// -5 -5 0 6
// 50 %!d(bool=false)
