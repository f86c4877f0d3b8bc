package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

type Config struct {
	Version int
	Name    string
}

func main() {
	var hits atomic.Int64
	var flags atomic.Uint32
	var ops uint64
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			hits.Add(2)
			atomic.AddUint64(&ops, 1)
			flags.Or(1 << (i % 4))
		}()
	}
	wg.Wait()
	fmt.Println(hits.Load(), atomic.LoadUint64(&ops), flags.Load())
	fmt.Println(flags.And(0b0101), flags.Load(), flags.Swap(9), flags.CompareAndSwap(9, 10), flags.Load())
	var cfg atomic.Pointer[Config]
	fmt.Println(cfg.Load() == nil)
	c1 := &Config{1, "one"}
	cfg.Store(c1)
	old := cfg.Swap(&Config{2, "two"})
	fmt.Println(old.Name, cfg.Load().Version, cfg.CompareAndSwap(c1, nil), cfg.Load().Name)
	var v atomic.Value
	fmt.Println(v.Load(), v.CompareAndSwap(nil, "first"), v.Load(), v.CompareAndSwap("x", "y"), v.CompareAndSwap("first", "second"), v.Load())
	var u32 uint32 = 0b1100
	fmt.Println(atomic.AndUint32(&u32, 0b0100))
	fmt.Println(u32)
	fmt.Println(atomic.OrUint32(&u32, 1))
	fmt.Println(atomic.SwapUint32(&u32, 7), atomic.CompareAndSwapUint32(&u32, 7, 8))
	fmt.Println(u32)
	var up atomic.Uintptr
	up.Add(5)
	fmt.Println(up.Load())
	var b atomic.Bool
	fmt.Println(b.CompareAndSwap(false, true), b.Load(), b.Swap(false))
	var i32 atomic.Int32
	i32.Store(-3)
	fmt.Println(i32.Add(1), i32.Or(1), i32.And(-4), i32.Load())
	defer func() { fmt.Println("recovered:", recover()) }()
	v.CompareAndSwap("second", nil)
}

// Output:
// 40 20 15
// 15 5 5 true 10
// true
// one 2 false two
// <nil> true first false true second
// 12
// 4
// 4
// 5 true
// 8
// 5
// true true true
// -2 -2 -1 -4
// recovered: sync/atomic: compare and swap of nil value into Value
