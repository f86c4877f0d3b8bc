package main

import (
	"fmt"
	"iter"
)

func Count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		defer fmt.Println("  count cleanup", n)
		for i := 0; i < n; i++ {
			if !yield(i) {
				fmt.Println("  stopped at", i)
				return
			}
		}
	}
}

func Pairs[K comparable, V any](keys []K, vals []V) iter.Seq2[K, V] {
	return func(yield func(K, V) bool) {
		for i := range keys {
			if !yield(keys[i], vals[i]) {
				return
			}
		}
	}
}

func find(target int) (idx int, found bool) {
	for i := range Count(10) {
		if i == target {
			return i, true
		}
	}
	return -1, false
}

func main() {
	fmt.Println(find(3))
	fmt.Println(find(20))
outer:
	for i := range Count(3) {
		for j := range Count(3) {
			if j == 2 {
				continue outer
			}
			if i == 2 {
				break outer
			}
			fmt.Println(i, j)
		}
	}
	for k, v := range Pairs([]string{"a", "b", "c"}, []int{1, 2, 3}) {
		if k == "b" {
			continue
		}
		defer fmt.Println("deferred", k, v)
	}
	next, stop := iter.Pull(Count(5))
	a, ok1 := next()
	b, ok2 := next()
	stop()
	c, ok3 := next()
	fmt.Println(a, ok1, b, ok2, c, ok3)
	for i := range 3 {
		fmt.Print(i)
	}
	fmt.Println()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		for i := range Count(5) {
			if i == 1 {
				panic(fmt.Sprintf("panic inside loop body at %d", i))
			}
		}
	}()
}

// Output:
//   stopped at 3
//   count cleanup 10
// 3 true
//   count cleanup 10
// -1 false
// 0 0
// 0 1
//   stopped at 2
//   count cleanup 3
// 1 0
// 1 1
//   stopped at 2
//   count cleanup 3
//   stopped at 0
//   count cleanup 3
//   stopped at 2
//   count cleanup 3
//   stopped at 1
//   count cleanup 5
// 0 true 1 true 0 false
// 012
//   count cleanup 5
// recovered: panic inside loop body at 1
// deferred c 3
// deferred a 1
