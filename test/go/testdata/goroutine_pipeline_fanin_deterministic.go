package main

import (
	"fmt"
	"sync"
)

func gen(nums ...int) <-chan int {
	out := make(chan int)
	go func() {
		defer close(out)
		for _, n := range nums {
			out <- n
		}
	}()
	return out
}

func square(in <-chan int) <-chan int {
	out := make(chan int)
	go func() {
		defer close(out)
		for n := range in {
			out <- n * n
		}
	}()
	return out
}

func merge(cs ...<-chan int) <-chan int {
	var wg sync.WaitGroup
	out := make(chan int, 10)
	wg.Add(len(cs))
	for _, c := range cs {
		go func() {
			defer wg.Done()
			for v := range c {
				out <- v
			}
		}()
	}
	go func() {
		wg.Wait()
		close(out)
	}()
	return out
}

func main() {
	in := gen(1, 2, 3, 4, 5, 6)
	c1, c2 := square(in), square(in)
	sum := 0
	count := 0
	for v := range merge(c1, c2) {
		sum += v
		count++
	}
	fmt.Println("sum", sum, "count", count)

	var once sync.Once
	var wg sync.WaitGroup
	var mu sync.Mutex
	total := 0
	for i := 1; i <= 100; i++ {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			once.Do(func() { fmt.Println("init once") })
			mu.Lock()
			total += n
			mu.Unlock()
		}(i)
	}
	wg.Wait()
	fmt.Println("total", total)

	sem := make(chan struct{}, 2)
	results := make([]string, 5)
	var wg2 sync.WaitGroup
	for i := range results {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			results[i] = fmt.Sprintf("job%d", i)
		}()
	}
	wg2.Wait()
	fmt.Println(results, len(sem))
	done := make(chan bool)
	data := make(chan int)
	go func() {
		for {
			select {
			case v, ok := <-data:
				if !ok {
					done <- true
					return
				}
				fmt.Println("got", v)
			}
		}
	}()
	data <- 1
	data <- 2
	close(data)
	<-done
}

// Output:
// sum 91 count 6
// init once
// total 5050
// [job0 job1 job2 job3 job4] 0
// got 1
// got 2
