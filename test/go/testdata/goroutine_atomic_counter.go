package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

func main() {
	var n atomic.Int64
	var hits int32
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n.Add(2)
			atomic.AddInt32(&hits, 1)
		}()
	}
	wg.Wait()
	fmt.Println(n.Load(), atomic.LoadInt32(&hits))
}

// Output:
// 40 20
