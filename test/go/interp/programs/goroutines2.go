package main

import (
	"fmt"
	"sync"
	"time"
)

func gen(nums ...int) <-chan int {
	out := make(chan int)
	go func() {
		for _, n := range nums {
			out <- n
		}
		close(out)
	}()
	return out
}

func sq(in <-chan int) <-chan int {
	out := make(chan int)
	go func() {
		for n := range in {
			out <- n * n
		}
		close(out)
	}()
	return out
}

func merge(cs ...<-chan int) <-chan int {
	var wg sync.WaitGroup
	out := make(chan int)
	output := func(c <-chan int) {
		for n := range c {
			out <- n
		}
		wg.Done()
	}
	wg.Add(len(cs))
	for _, c := range cs {
		go output(c)
	}
	go func() {
		wg.Wait()
		close(out)
	}()
	return out
}

func main() {
	total := 0
	for v := range sq(gen(1, 2, 3, 4)) {
		total += v
	}
	fmt.Println("pipeline", total)

	in := gen(1, 2, 3, 4, 5, 6)
	c1 := sq(in)
	c2 := sq(in)
	sum := 0
	for n := range merge(c1, c2) {
		sum += n
	}
	fmt.Println("fan-in", sum)

	jobs := make(chan int)
	results := make(chan string)
	var wg sync.WaitGroup
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go func(id int) {
			defer wg.Done()
			for j := range jobs {
				time.Sleep(time.Duration(j) * time.Millisecond)
				results <- fmt.Sprintf("job%d", j)
			}
		}(w)
	}
	go func() {
		for j := 1; j <= 6; j++ {
			jobs <- j
		}
		close(jobs)
	}()
	go func() {
		wg.Wait()
		close(results)
	}()
	n := 0
	for range results {
		n++
	}
	fmt.Println("results", n)

	var mu sync.Mutex
	counter := 0
	var wg2 sync.WaitGroup
	for i := 0; i < 5; i++ {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			mu.Lock()
			v := counter
			time.Sleep(time.Millisecond)
			counter = v + 1
			mu.Unlock()
		}()
	}
	wg2.Wait()
	fmt.Println("counter", counter)

	deadline := time.After(30 * time.Millisecond)
	ticker := time.NewTicker(10 * time.Millisecond)
	defer ticker.Stop()
	ticks := 0
loop:
	for {
		select {
		case <-deadline:
			fmt.Println("done: deadline")
			break loop
		case <-ticker.C:
			ticks++
		}
	}
	fmt.Println("ticks>=2", ticks >= 2)

	start := time.Now()
	time.Sleep(2 * time.Second)
	fmt.Println("slept", time.Since(start) >= 2*time.Second)

	sem := make(chan struct{}, 2)
	var order []int
	var omu sync.Mutex
	var wg3 sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg3.Add(1)
		go func(i int) {
			defer wg3.Done()
			sem <- struct{}{}
			omu.Lock()
			order = append(order, i)
			omu.Unlock()
			<-sem
		}(i)
	}
	wg3.Wait()
	fmt.Println("sem", len(order))
	var once sync.Once
	for i := 0; i < 3; i++ {
		once.Do(func() { fmt.Println("once") })
	}
}
