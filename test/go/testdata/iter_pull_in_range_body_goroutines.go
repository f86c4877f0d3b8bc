package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
	"sync"
)

// Iterators whose bodies wait on channels and pull other iterators: a program with goroutines.

func numbers(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		defer fmt.Println("numbers: cleanup", n)
		for i := range n {
			if !yield(i) {
				return
			}
		}
	}
}

func pairwise[T any](seq iter.Seq[T]) iter.Seq2[T, T] {
	return func(yield func(T, T) bool) {
		next, stop := iter.Pull(seq)
		defer stop()
		prev, ok := next()
		if !ok {
			return
		}
		for {
			cur, ok := next()
			if !ok || !yield(prev, cur) {
				return
			}
			prev = cur
		}
	}
}

func firstOver(limit int) (int, int) {
	for a, b := range pairwise(numbers(10)) {
		defer fmt.Println("deferred pair", a, b)
		if a+b > limit {
			return a, b
		}
	}
	return -1, -1
}

func sloppy(yield func(string) bool) {
	yield("x")
	yield("y")
}

func main() {
	results := make(chan string)
	var wg sync.WaitGroup
	for _, w := range []string{"a", "b"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, v := range slices.All([]int{1, 2, 3}) {
				results <- fmt.Sprint(w, i, v)
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()
	var got []string
	for r := range results {
		got = append(got, r)
	}
	slices.Sort(got)
	fmt.Println(got)

	fmt.Println(firstOver(6))
	fmt.Println(firstOver(100))

outer:
	for _, word := range []string{"go", "rust", "zig"} {
		next, stop := iter.Pull(slices.Values([]byte(word)))
		for k := range maps.Keys(map[int]bool{1: true}) {
			c, _ := next()
			if c == 'r' {
				stop()
				continue outer
			}
			fmt.Println(word, k, string(c))
		}
		for c := range slices.Values([]int{1, 2}) {
			if c == 2 {
				break
			}
			v, ok := next()
			fmt.Println("  then", string(v), ok)
		}
		stop()
	}

	ch := make(chan int, 1)
	for v := range numbers(3) {
		ch <- v
		fmt.Println("sent and got", <-ch)
	}

	defer func() { fmt.Println("recovered:", recover()) }()
	for s := range sloppy {
		next, stop := iter.Pull(numbers(2))
		v, _ := next()
		stop()
		fmt.Println(s, v)
		break
	}
}

// Output:
// [a0 1 a1 2 a2 3 b0 1 b1 2 b2 3]
// numbers: cleanup 10
// deferred pair 3 4
// deferred pair 2 3
// deferred pair 1 2
// deferred pair 0 1
// 3 4
// numbers: cleanup 10
// deferred pair 8 9
// deferred pair 7 8
// deferred pair 6 7
// deferred pair 5 6
// deferred pair 4 5
// deferred pair 3 4
// deferred pair 2 3
// deferred pair 1 2
// deferred pair 0 1
// -1 -1
// go 1 g
//   then o true
// zig 1 z
//   then i true
// sent and got 0
// sent and got 1
// sent and got 2
// numbers: cleanup 3
// numbers: cleanup 2
// x 0
// recovered: runtime error: range function continued iteration after function for loop body returned false
