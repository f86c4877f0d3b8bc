package main

import (
	"fmt"
	"sync"
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
	out := make(chan int, 10)
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
	for n := range sq(sq(gen(1, 2, 3))) {
		fmt.Println(n)
	}
	in := gen(1, 2, 3, 4)
	c1 := sq(in)
	c2 := sq(in)
	total := 0
	for n := range merge(c1, c2) {
		total += n
	}
	fmt.Println("total", total)
	sem := make(chan struct{}, 2)
	var mu sync.Mutex
	maxActive, active := 0, 0
	var wg sync.WaitGroup
	for i := 0; i < 6; i++ {
		wg.Add(1)
		go func(id int) {
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
		}(i)
	}
	wg.Wait()
	fmt.Println("max concurrent <= 2:", maxActive <= 2)
	results := make([]int, 5)
	var wg2 sync.WaitGroup
	for i := range results {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			results[i] = i * 10
		}()
	}
	wg2.Wait()
	fmt.Println(results)
}

// Output:
// 1
// 16
// 81
// total 30
// max concurrent <= 2: true
// [0 10 20 30 40]
