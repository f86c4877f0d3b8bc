package main

import (
	"fmt"
	"runtime"
	"sync"
)

func main() {
	// One P: the order below is what gc's scheduler does every time (runnext, then the run queue).
	runtime.GOMAXPROCS(1)
	var wg sync.WaitGroup
	for i := 0; i < 5; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fmt.Println("worker", i)
		}()
	}
	wg.Wait()

	ch := make(chan int)
	for i := 0; i < 3; i++ {
		go func() { ch <- i }()
	}
	fmt.Println(<-ch, <-ch, <-ch)

	done := make(chan bool)
	go func() {
		fmt.Println("first started")
		done <- true
	}()
	go func() {
		fmt.Println("second started")
		done <- true
	}()
	fmt.Println("main waits")
	<-done
	<-done

	var mu sync.Mutex
	total := 0
	for i := 1; i <= 3; i++ {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			mu.Lock()
			total += n
			fmt.Println("add", n, "total", total)
			mu.Unlock()
		}(i)
	}
	wg.Wait()
	fmt.Println("total", total)
}

// Output:
// worker 4
// worker 0
// worker 1
// worker 2
// worker 3
// 2 0 1
// main waits
// second started
// first started
// add 3 total 3
// add 1 total 4
// add 2 total 6
// total 6
