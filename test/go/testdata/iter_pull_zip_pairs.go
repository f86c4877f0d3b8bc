package main

import (
	"fmt"
	"iter"
	"slices"
)

func countTo(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		defer fmt.Println("countTo done", n)
		for i := 1; i <= n; i++ {
			if !yield(i) {
				fmt.Println("countTo stopped at", i)
				return
			}
		}
	}
}

func zip[A, B any](a iter.Seq[A], b iter.Seq[B]) iter.Seq2[A, B] {
	return func(yield func(A, B) bool) {
		na, sa := iter.Pull(a)
		defer sa()
		nb, sb := iter.Pull(b)
		defer sb()
		for {
			x, ok1 := na()
			y, ok2 := nb()
			if !ok1 || !ok2 {
				return
			}
			if !yield(x, y) {
				return
			}
		}
	}
}

func main() {
	words := slices.Values([]string{"one", "two", "three", "four"})
	for n, w := range zip(countTo(3), words) {
		fmt.Println(n, w)
	}
	fmt.Println("---")
	for n, w := range zip(countTo(10), words) {
		if n == 2 {
			break
		}
		fmt.Println(n, w)
	}
	fmt.Println("---")
	next, stop := iter.Pull(countTo(2))
	fmt.Println(next())
	stop()
	fmt.Println(next())
	stop()
	next2, stop2 := iter.Pull2(slices.All([]string{"a", "b"}))
	for {
		i, s, ok := next2()
		if !ok {
			break
		}
		fmt.Println(i, s)
	}
	stop2()
}

// Output:
// 1 one
// 2 two
// 3 three
// countTo done 3
// ---
// 1 one
// countTo stopped at 2
// countTo done 10
// ---
// 1 true
// countTo stopped at 1
// countTo done 2
// 0 false
// 0 a
// 1 b
