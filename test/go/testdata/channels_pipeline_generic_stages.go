package main

import (
	"fmt"
	"strings"
	"sync"
)

func Source[T any](items ...T) <-chan T {
	out := make(chan T)
	go func() {
		defer close(out)
		for _, it := range items {
			out <- it
		}
	}()
	return out
}

func Stage[In, Out any](in <-chan In, workers int, f func(In) Out) <-chan Out {
	out := make(chan Out)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for v := range in {
				out <- f(v)
			}
		}()
	}
	go func() {
		wg.Wait()
		close(out)
	}()
	return out
}

type indexed[T any] struct {
	i int
	v T
}

func Ordered[T any](in <-chan indexed[T], n int) []T {
	out := make([]T, n)
	for x := range in {
		out[x.i] = x.v
	}
	return out
}

func main() {
	words := []string{"alpha", "beta", "gamma", "delta", "epsilon"}
	idx := make([]indexed[string], len(words))
	for i, w := range words {
		idx[i] = indexed[string]{i, w}
	}
	upper := Stage(Source(idx...), 3, func(x indexed[string]) indexed[string] {
		return indexed[string]{x.i, strings.ToUpper(x.v)}
	})
	lens := Stage(upper, 2, func(x indexed[string]) indexed[string] {
		return indexed[string]{x.i, fmt.Sprintf("%s(%d)", x.v, len(x.v))}
	})
	fmt.Println(Ordered(lens, len(words)))
	sum := 0
	for v := range Stage(Source(1, 2, 3, 4), 4, func(n int) int { return n * n }) {
		sum += v
	}
	fmt.Println("sum of squares", sum)
	sem := make(chan struct{}, 2)
	var mu sync.Mutex
	active, peak := 0, 0
	var wg sync.WaitGroup
	for i := 0; i < 6; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			mu.Lock()
			active++
			peak = max(peak, active)
			mu.Unlock()
			mu.Lock()
			active--
			mu.Unlock()
			<-sem
		}()
	}
	wg.Wait()
	fmt.Println("peak <= 2:", peak <= 2, "active:", active)
	done := make(chan struct{})
	results := make(chan string, 1)
	go func() {
		select {
		case <-done:
			results <- "stopped"
		}
	}()
	close(done)
	fmt.Println(<-results)
	var once sync.Once
	c := make(chan int)
	closeOnce := func() { once.Do(func() { close(c) }) }
	closeOnce()
	closeOnce()
	v, ok := <-c
	fmt.Println(v, ok)
}

// Output:
// [ALPHA(5) BETA(4) GAMMA(5) DELTA(5) EPSILON(7)]
// sum of squares 30
// peak <= 2: true active: 0
// stopped
// 0 false
