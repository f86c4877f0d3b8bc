package main

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

type config struct{ replicas int }

func main() {
	loads := 0
	load := sync.OnceValues(func() (*config, error) {
		loads++
		return &config{3}, nil
	})
	for range 3 {
		c, err := load()
		fmt.Println(c.replicas, err, loads)
	}
	failing := sync.OnceValue(func() int { panic(errors.New("init failed")) })
	for range 2 {
		func() {
			defer func() { fmt.Println("recovered:", recover()) }()
			failing()
		}()
	}
	greet := sync.OnceFunc(func() { fmt.Println("hello once") })
	greet()
	greet()

	var hits atomic.Int64
	var flag atomic.Bool
	var name atomic.Value
	var ptr atomic.Pointer[config]
	var wg sync.WaitGroup
	for i := range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			hits.Add(int64(i))
			flag.CompareAndSwap(false, true)
		}()
	}
	wg.Wait()
	name.Store("controller")
	old := ptr.Swap(&config{5})
	fmt.Println(hits.Load(), flag.Load(), name.Load(), old == nil, ptr.Load().replicas)
	fmt.Println(name.CompareAndSwap("controller", "manager"), name.Load(), name.Swap("x"))
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		name.Store(42)
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		name.Store(nil)
	}()
	var u atomic.Uint32
	u.Store(1)
	fmt.Println(u.Add(^uint32(0)), u.Load(), u.CompareAndSwap(0, 7), u.Swap(9), u.Load())
	var i32 atomic.Int32
	i32.Store(6)
	fmt.Println(i32.Load())

	var mu sync.Mutex
	cond := sync.NewCond(&mu)
	ready := 0
	var done sync.WaitGroup
	for id := range 3 {
		done.Add(1)
		go func() {
			defer done.Done()
			mu.Lock()
			for ready == 0 {
				cond.Wait()
			}
			ready++
			mu.Unlock()
			_ = id
		}()
	}
	time.Sleep(time.Millisecond)
	mu.Lock()
	ready = 1
	cond.Broadcast()
	mu.Unlock()
	done.Wait()
	fmt.Println("ready", ready)
	var m sync.Map
	m.Store("a", 1)
	v, loaded := m.LoadOrStore("a", 2)
	fmt.Println(v, loaded)
	v, loaded = m.LoadAndDelete("a")
	fmt.Println(v, loaded)
	m.Store("b", 2)
	prev, swapped := m.Swap("b", 3)
	fmt.Println(prev, swapped, m.CompareAndSwap("b", 3, 4), m.CompareAndDelete("b", 5))
	m.Range(func(k, v any) bool { fmt.Println(k, v); return true })
	m.Delete("b")
	_, ok := m.Load("b")
	fmt.Println(ok)
}

// Output:
// 3 <nil> 1
// 3 <nil> 1
// 3 <nil> 1
// recovered: init failed
// recovered: init failed
// hello once
// 1225 true controller true 5
// true manager manager
// recovered: sync/atomic: store of inconsistently typed value into Value
// recovered: sync/atomic: store of nil value into Value
// 0 0 true 7 9
// 6
// ready 4
// 1 true
// 1 true
// 2 true true false
// b 4
// false
