package main

import (
	"fmt"
	"sort"
	"sync"
)

func producer(name string, n int) <-chan string {
	ch := make(chan string)
	go func() {
		defer close(ch)
		for i := 0; i < n; i++ {
			ch <- fmt.Sprintf("%s-%d", name, i)
		}
	}()
	return ch
}

func merge(chans ...<-chan string) <-chan string {
	out := make(chan string)
	var wg sync.WaitGroup
	wg.Add(len(chans))
	for _, c := range chans {
		go func(c <-chan string) {
			defer wg.Done()
			for v := range c {
				out <- v
			}
		}(c)
	}
	go func() { wg.Wait(); close(out) }()
	return out
}

func main() {
	var got []string
	for v := range merge(producer("a", 3), producer("b", 2), producer("c", 1)) {
		got = append(got, v)
	}
	sort.Strings(got)
	fmt.Println(got)
}

// Output:
// [a-0 a-1 a-2 b-0 b-1 c-0]
