package main

import (
	"fmt"
	"cmp"
	"iter"
	"maps"
	"slices"
)

func Count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i < n; i++ {
			if !yield(i) {
				return
			}
		}
	}
}

func Pairs[K cmp.Ordered, V any](m map[K]V) iter.Seq2[K, V] {
	return func(yield func(K, V) bool) {
		for _, k := range slices.Sorted(maps.Keys(m)) {
			if !yield(k, m[k]) {
				return
			}
		}
	}
}

func main() {
	for i := range Count(5) {
		if i == 3 {
			break
		}
		fmt.Println(i)
	}
	for k, v := range Pairs(map[string]int{"b": 2, "a": 1}) {
		fmt.Println(k, v)
	}
	next, stop := iter.Pull(Count(3))
	defer stop()
	for {
		v, ok := next()
		if !ok {
			break
		}
		fmt.Println("pulled", v)
	}
	for i := range 3 {
		fmt.Print(i)
	}
	fmt.Println()
}

// Output:
// 0
// 1
// 2
// a 1
// b 2
// pulled 0
// pulled 1
// pulled 2
// 012
