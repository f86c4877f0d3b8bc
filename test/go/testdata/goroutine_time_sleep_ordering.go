package main

import (
	"fmt"
	"sync"
	"time"
)

func main() {
	var mu sync.Mutex
	var order []int
	var wg sync.WaitGroup
	for _, d := range []int{150, 50, 100} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(time.Duration(d) * time.Millisecond)
			mu.Lock()
			order = append(order, d)
			mu.Unlock()
		}()
	}
	wg.Wait()
	fmt.Println(order)
}

// Output:
// [50 100 150]
