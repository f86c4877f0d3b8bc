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

func main() {
	total := 0
	for v := range sq(sq(gen(1, 2, 3, 4))) {
		total += v
	}
	fmt.Println("total", total)

	results := make([]int, 5)
	var wg sync.WaitGroup
	for i := range 5 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = i * 10
		}()
	}
	wg.Wait()
	fmt.Println(results)

	done := make(chan struct{})
	data := make(chan string, 3)
	data <- "a"
	data <- "b"
	close(done)
	got := 0
	for got < 2 {
		select {
		case s := <-data:
			fmt.Println("data", s)
			got++
		}
	}
	select {
	case s, ok := <-data:
		fmt.Println("unexpected", s, ok)
	default:
		fmt.Println("empty")
	}
	<-done
	close(data)
	s, ok := <-data
	fmt.Printf("%q %v\n", s, ok)
	var mu sync.Mutex
	count := 0
	var wg2 sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			mu.Lock()
			count++
			mu.Unlock()
		}()
	}
	wg2.Wait()
	fmt.Println("count", count)
}

// Output:
// total 354
// [0 10 20 30 40]
// data a
// data b
// empty
// "" false
// count 50
