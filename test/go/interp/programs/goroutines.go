package main

import (
	"fmt"
	"sync"
	"time"
)

func producer(ch chan<- int, n int) {
	for i := 0; i < n; i++ {
		ch <- i
	}
	close(ch)
}

func worker(id int, jobs <-chan int, results chan<- int, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		results <- j * 2
	}
	_ = id
}

func main() {
	ch := make(chan int)
	go producer(ch, 5)
	sum := 0
	for v := range ch {
		sum += v
	}
	fmt.Println("sum", sum)

	jobs := make(chan int)
	results := make(chan int, 100)
	var wg sync.WaitGroup
	for w := 1; w <= 3; w++ {
		wg.Add(1)
		go worker(w, jobs, results, &wg)
	}
	for j := 1; j <= 9; j++ {
		jobs <- j
	}
	close(jobs)
	wg.Wait()
	close(results)
	total := 0
	for r := range results {
		total += r
	}
	fmt.Println("total", total)

	done := make(chan struct{})
	var mu sync.Mutex
	count := 0
	for i := 0; i < 10; i++ {
		go func() {
			mu.Lock()
			count++
			mu.Unlock()
			done <- struct{}{}
		}()
	}
	for i := 0; i < 10; i++ {
		<-done
	}
	fmt.Println("count", count)

	timeout := time.After(50 * time.Millisecond)
	tick := make(chan int)
	go func() {
		time.Sleep(10 * time.Millisecond)
		tick <- 1
	}()
	select {
	case v := <-tick:
		fmt.Println("tick", v)
	case <-timeout:
		fmt.Println("timeout")
	}
	select {
	case v := <-tick:
		fmt.Println("unexpected", v)
	default:
		fmt.Println("default")
	}
	c2 := make(chan string, 1)
	c2 <- "buffered"
	v, ok := <-c2
	fmt.Println(v, ok, len(c2), cap(c2))
	close(c2)
	v, ok = <-c2
	fmt.Printf("%q %v\n", v, ok)
	pingpong := make(chan int)
	go func() {
		for {
			n, ok := <-pingpong
			if !ok {
				return
			}
			pingpong <- n + 1
		}
	}()
	x := 0
	for i := 0; i < 3; i++ {
		pingpong <- x
		x = <-pingpong
	}
	close(pingpong)
	fmt.Println("pingpong", x)
}
