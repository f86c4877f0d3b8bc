package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// A controller's state printed with %v / %+v: the sync and atomic types show go1.23's fields.
type Controller struct {
	mu      sync.Mutex
	cacheMu sync.RWMutex
	wg      sync.WaitGroup
	once    sync.Once
	synced  atomic.Bool
	gen     atomic.Int64
	workers atomic.Int32
	seen    atomic.Uint64
	n32     atomic.Uint32
	ptr     atomic.Uintptr
	val     atomic.Value
	pods    map[string]int
}

func main() {
	c := &Controller{pods: map[string]int{"web": 1}}
	fmt.Printf("%v\n%+v\n", *c, *c)
	c.synced.Store(true)
	c.gen.Add(7)
	c.workers.Add(-2)
	c.seen.Store(1 << 40)
	c.n32.Add(3)
	c.ptr.Store(9)
	c.val.Store("v1")
	c.once.Do(func() {})
	c.wg.Add(2)
	c.wg.Done()
	fmt.Printf("%+v\n", *c)
	c.cacheMu.RLock()
	c.cacheMu.RLock()
	fmt.Printf("%v\n", c.cacheMu)
	c.cacheMu.RUnlock()
	c.cacheMu.RUnlock()
	c.cacheMu.Lock()
	c.mu.Lock()
	fmt.Printf("%+v %v\n", c.cacheMu, c.mu)
	c.cacheMu.Unlock()
	fmt.Println(c.cacheMu.TryRLock(), c.cacheMu.TryLock())
	c.cacheMu.RUnlock()
	fmt.Println(c.cacheMu.TryLock(), c.cacheMu.TryRLock())
	fmt.Printf("%v\n", c.cacheMu)
	c.wg.Done()
	fmt.Println(c.wg, c.synced.Load(), c.synced.CompareAndSwap(true, false), c.synced.Swap(true), c.synced)
	var rw sync.RWMutex
	defer fmt.Println("deferred")
	rw.Lock()
	rw.RUnlock()
}

// Output:
// {{0 0} {{0 0} 0 0 {{} 0} {{} 0}} {{} {{} {} 0} 0} {{{} 0} {0 0}} {{} 0} {{} {} 0} {{} 0} {{} {} 0} {{} 0} {{} 0} {<nil>} map[web:1]}
// {mu:{state:0 sema:0} cacheMu:{w:{state:0 sema:0} writerSem:0 readerSem:0 readerCount:{_:{} v:0} readerWait:{_:{} v:0}} wg:{noCopy:{} state:{_:{} _:{} v:0} sema:0} once:{done:{_:{} v:0} m:{state:0 sema:0}} synced:{_:{} v:0} gen:{_:{} _:{} v:0} workers:{_:{} v:0} seen:{_:{} _:{} v:0} n32:{_:{} v:0} ptr:{_:{} v:0} val:{v:<nil>} pods:map[web:1]}
// {mu:{state:0 sema:0} cacheMu:{w:{state:0 sema:0} writerSem:0 readerSem:0 readerCount:{_:{} v:0} readerWait:{_:{} v:0}} wg:{noCopy:{} state:{_:{} _:{} v:4294967296} sema:0} once:{done:{_:{} v:1} m:{state:0 sema:0}} synced:{_:{} v:1} gen:{_:{} _:{} v:7} workers:{_:{} v:-2} seen:{_:{} _:{} v:1099511627776} n32:{_:{} v:3} ptr:{_:{} v:9} val:{v:v1} pods:map[web:1]}
// {{0 0} 0 0 {{} 2} {{} 0}}
// {w:{state:1 sema:0} writerSem:0 readerSem:0 readerCount:{_:{} v:-1073741824} readerWait:{_:{} v:0}} {1 0}
// true false
// true false
// {{1 0} 0 0 {{} -1073741824} {{} 0}}
// {{} {{} {} 0} 0} true true false {{} 1}
// Stderr:
// fatal error: sync: RUnlock of unlocked RWMutex
//
// goroutine 1 [running]:
// Exit: 2
