package main

// runtime.NumGoroutine counts the goroutines that exist (main included): started ones before they
// run, blocked ones, none that returned. runtime.MemStats has go1.23's fields; ReadMemStats fills
// them (the values are the allocator's, so only their relations are printed).

import (
	"fmt"
	"runtime"
	"sync"
	"time"
)

func leak(ch chan int) {
	<-ch
}

func main() {
	fmt.Println("start", runtime.NumGoroutine())
	ch := make(chan int)
	for i := 0; i < 5; i++ {
		go leak(ch)
	}
	fmt.Println("after go", runtime.NumGoroutine())
	time.Sleep(10 * time.Millisecond)
	fmt.Println("blocked", runtime.NumGoroutine())
	close(ch)
	time.Sleep(10 * time.Millisecond)
	fmt.Println("after close", runtime.NumGoroutine())
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(time.Millisecond)
		}()
	}
	fmt.Println("workers", runtime.NumGoroutine())
	wg.Wait()
	time.Sleep(time.Millisecond)
	fmt.Println("done", runtime.NumGoroutine())

	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	fmt.Println(m.Alloc > 0, m.Sys >= m.Alloc, m.HeapSys >= m.HeapInuse, m.EnableGC, len(m.PauseNs), len(m.BySize))
	keep := make([][]byte, 0, 100)
	for i := 0; i < 100; i++ {
		keep = append(keep, make([]byte, 100000))
	}
	runtime.ReadMemStats(&m)
	fmt.Println(m.HeapAlloc > 10_000_000, m.HeapAlloc == m.Alloc, m.TotalAlloc >= m.Alloc, len(keep))
	fmt.Printf("%T\n%T %T\n", m.BySize[0], m.NumGC, m.GCCPUFraction)
	runtime.LockOSThread()
	runtime.UnlockOSThread()
	fmt.Println(runtime.NumCgoCall())
}

// Output:
// start 1
// after go 6
// blocked 6
// after close 1
// workers 4
// done 1
// true true true true 256 61
// true true true 100
// struct { Size uint32; Mallocs uint64; Frees uint64 }
// uint32 float64
// 0
