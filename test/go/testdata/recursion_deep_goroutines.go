package main

import (
	"fmt"
	"sync"
)

// Goroutines recursing thousands of calls deep, at the same time: through if, range,
// for and switch, through closures and methods, and with the recursion blocking on channels.

type Tree struct {
	v    int
	kids []*Tree
}

func list(n int) *Tree {
	var root *Tree
	for i := 1; i <= n; i++ {
		t := &Tree{v: i}
		if root != nil {
			t.kids = []*Tree{root}
		}
		root = t
	}
	return root
}

func walk(t *Tree) int {
	s := t.v
	for _, k := range t.kids {
		s += walk(k)
	}
	return s
}

func count(n int) int {
	switch {
	case n == 0:
		return 0
	case n%2 == 0:
		return count(n-1) + 2
	}
	for i := 0; i < 1; i++ {
		if n > 0 {
			return count(n-1) + 1
		}
	}
	return -1
}

// relay blocks at the bottom of its recursion: it waits for a value and hands it back up.
func relay(n int, in <-chan int) int {
	if n == 0 {
		return <-in
	}
	return relay(n-1, in) + 1
}

type Acc struct {
	mu  sync.Mutex
	sum int
}

func (a *Acc) add(n int) {
	if n == 0 {
		return
	}
	a.mu.Lock()
	a.sum += n
	a.mu.Unlock()
	a.add(n - 1)
}

func main() {
	var wg sync.WaitGroup
	results := make([]int, 4)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if g%2 == 0 {
				results[g] = walk(list(8000 + g))
			} else {
				results[g] = count(9000 + g)
			}
		}()
	}
	wg.Wait()
	fmt.Println(results)

	in := make(chan int)
	out := make(chan int)
	go func() { out <- relay(6000, in) }()
	in <- 7
	fmt.Println(<-out)

	var fact func(n int) int
	fact = func(n int) int {
		if n <= 1 {
			return 1
		}
		return fact(n-1) * n % 1000003
	}
	done := make(chan int)
	go func() { done <- fact(7000) }()
	fmt.Println(<-done)

	a := &Acc{}
	wg.Add(2)
	for i := 0; i < 2; i++ {
		go func() {
			defer wg.Done()
			a.add(5000)
		}()
	}
	wg.Wait()
	fmt.Println(a.sum)
}

// Output:
// [32004000 13501 32020003 13504]
// 6007
// 759335
// 25005000
