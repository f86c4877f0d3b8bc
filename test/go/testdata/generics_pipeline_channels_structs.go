package main

import (
	"fmt"
	"strings"
	"sync"
)

func Generate[T any](items ...T) <-chan T {
	out := make(chan T)
	go func() {
		defer close(out)
		for _, it := range items {
			out <- it
		}
	}()
	return out
}

func Map[T, U any](in <-chan T, f func(T) U) <-chan U {
	out := make(chan U)
	go func() {
		defer close(out)
		for v := range in {
			out <- f(v)
		}
	}()
	return out
}

func FanOut[T, U any](in <-chan T, workers int, f func(T) U) []U {
	var mu sync.Mutex
	var wg sync.WaitGroup
	results := map[int]U{}
	idx := 0
	type job struct {
		i int
		v T
	}
	jobs := make(chan job)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				r := f(j.v)
				mu.Lock()
				results[j.i] = r
				mu.Unlock()
			}
		}()
	}
	for v := range in {
		jobs <- job{idx, v}
		idx++
	}
	close(jobs)
	wg.Wait()
	out := make([]U, idx)
	for i := range out {
		out[i] = results[i]
	}
	return out
}

type Order struct {
	ID    int
	Items []string
	Total float64
}

type Summary struct {
	ID    int
	Count int
	Label string
}

func main() {
	orders := Generate(
		Order{1, []string{"apple", "pear"}, 3.5},
		Order{2, nil, 0},
		Order{3, []string{"kiwi"}, 12.25},
	)
	withTax := Map(orders, func(o Order) Order {
		o.Total *= 1.1
		return o
	})
	sums := FanOut(withTax, 3, func(o Order) Summary {
		return Summary{o.ID, len(o.Items), fmt.Sprintf("%s=%.2f", strings.Join(o.Items, "+"), o.Total)}
	})
	for _, s := range sums {
		fmt.Printf("%+v\n", s)
	}
	lens := FanOut(Generate("a", "bb", "ccc", "dddd"), 2, func(s string) [2]int { return [2]int{len(s), len(s) * len(s)} })
	fmt.Println(lens)
}

// Output:
// {ID:1 Count:2 Label:apple+pear=3.85}
// {ID:2 Count:0 Label:=0.00}
// {ID:3 Count:1 Label:kiwi=13.48}
// [[1 1] [2 4] [3 9] [4 16]]
