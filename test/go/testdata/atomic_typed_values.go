package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

type Config struct {
	Workers int
	Name    string
}

func main() {
	var n atomic.Int64
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n.Add(2)
		}()
	}
	wg.Wait()
	fmt.Println(n.Load(), n.CompareAndSwap(100, 7), n.Load(), n.Swap(9), n.Load())
	var u atomic.Uint32
	u.Store(1)
	u.Add(^uint32(0))
	fmt.Println(u.Load())
	var b atomic.Bool
	fmt.Println(b.Load(), b.Swap(true), b.Load(), b.CompareAndSwap(false, true))
	var p atomic.Pointer[Config]
	fmt.Println(p.Load() == nil)
	p.Store(&Config{Workers: 2, Name: "a"})
	old := p.Swap(&Config{Workers: 4, Name: "b"})
	fmt.Printf("%+v %+v\n", *old, *p.Load())
	var v atomic.Value
	fmt.Println(v.Load())
	v.Store(Config{1, "x"})
	fmt.Printf("%+v\n", v.Load().(Config))
	fmt.Println(v.CompareAndSwap(Config{1, "x"}, Config{2, "y"}), v.Load())
	var raw int32
	atomic.AddInt32(&raw, 5)
	fmt.Println(atomic.LoadInt32(&raw), atomic.CompareAndSwapInt32(&raw, 5, 6), raw)
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		v.Store("a string now")
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		var v2 atomic.Value
		v2.Store(nil)
	}()
	var u64 atomic.Uint64
	u64.Store(1 << 63)
	fmt.Println(u64.Load(), u64.And(0xff), u64.Or(3), u64.Load())
	fmt.Printf("%v %+v\n", n.Load(), &b)
}

// Output:
// 100 true 7 7 9
// 0
// false false true false
// true
// {Workers:2 Name:a} {Workers:4 Name:b}
// <nil>
// {Workers:1 Name:x}
// true {2 y}
// 5 true 6
// recovered: sync/atomic: store of inconsistently typed value into Value
// recovered: sync/atomic: store of nil value into Value
// 9223372036854775808 9223372036854775808 0 3
// 9 &{_:{} v:1}
