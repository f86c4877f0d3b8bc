package main

import (
	"fmt"
	"sync"
	"time"
)

func worker(id int, jobs <-chan int, results chan<- int, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		results <- j * 2
	}
	_ = id
}

func main() {
	jobs := make(chan int, 10)
	results := make(chan int, 10)
	var wg sync.WaitGroup
	for w := 1; w <= 3; w++ {
		wg.Add(1)
		go worker(w, jobs, results, &wg)
	}
	for j := 1; j <= 5; j++ {
		jobs <- j
	}
	close(jobs)
	wg.Wait()
	close(results)
	sum := 0
	for r := range results {
		sum += r
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		time.Sleep(time.Millisecond)
	}()
	select {
	case <-done:
	case <-time.After(time.Second):
		fmt.Println("timeout")
	}
	var mu sync.Mutex
	mu.Lock()
	defer mu.Unlock()
	v, ok := <-results
	fmt.Println(sum, v, ok)
}
