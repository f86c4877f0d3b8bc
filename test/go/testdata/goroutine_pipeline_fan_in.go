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

func sq(in <-chan int) <-chan int {
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
	output := func(c <-chan int) {
		defer wg.Done()
		for n := range c {
			out <- n
		}
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
	for v := range sq(sq(gen(1, 2, 3))) {
		total += v
		fmt.Print(v, " ")
	}
	fmt.Println("=", total)

	in := gen(1, 2, 3, 4, 5, 6)
	c1, c2 := sq(in), sq(in)
	sum := 0
	count := 0
	for v := range merge(c1, c2) {
		sum += v
		count++
	}
	fmt.Println(count, sum)

	done := make(chan struct{})
	results := make(chan string)
	go func() {
		defer close(results)
		for i := 0; ; i++ {
			select {
			case <-done:
				return
			case results <- fmt.Sprint("tick", i):
			}
		}
	}()
	for i := 0; i < 3; i++ {
		fmt.Println(<-results)
	}
	close(done)
	for range results {
	}
	v, ok := <-results
	fmt.Printf("%q %v\n", v, ok)
	sem := make(chan struct{}, 2)
	var mu sync.Mutex
	maxActive, active := 0, 0
	var wg sync.WaitGroup
	for i := 0; i < 6; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			mu.Lock()
			active++
			if active > maxActive {
				maxActive = active
			}
			mu.Unlock()
			mu.Lock()
			active--
			mu.Unlock()
			<-sem
		}()
	}
	wg.Wait()
	fmt.Println("max concurrent <= 2:", maxActive <= 2)
}

// Output:
// 1 16 81 = 98
// 6 91
// tick0
// tick1
// tick2
// "" false
// max concurrent <= 2: true
