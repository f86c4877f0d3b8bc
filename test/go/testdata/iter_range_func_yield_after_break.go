package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
)

func Count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := range n {
			if !yield(i) {
				fmt.Println("stopped at", i)
				return
			}
		}
		fmt.Println("exhausted")
	}
}

func Bad() iter.Seq[int] {
	return func(yield func(int) bool) {
		yield(1)
		yield(2)
	}
}

func Filter[T any](seq iter.Seq[T], pred func(T) bool) iter.Seq[T] {
	return func(yield func(T) bool) {
		for v := range seq {
			if pred(v) && !yield(v) {
				return
			}
		}
	}
}

func find() (res int) {
	for v := range Count(10) {
		if v == 3 {
			return v * 10
		}
	}
	return -1
}

func main() {
	for v := range Count(5) {
		if v == 2 {
			break
		}
		fmt.Println("v", v)
	}
	for v := range Filter(Count(6), func(i int) bool { return i%2 == 1 }) {
		fmt.Println("odd", v)
	}
	fmt.Println(find())
	m := map[string]int{"b": 2, "a": 1, "c": 3}
	fmt.Println(slices.Sorted(maps.Keys(m)), slices.Collect(Count(3)))
	for i, s := range slices.Backward([]string{"x", "y"}) {
		fmt.Println(i, s)
	}
	next, stop := iter.Pull(Count(3))
	a, ok := next()
	fmt.Println(a, ok)
	stop()
	a, ok = next()
	fmt.Println(a, ok)
	defer func() { fmt.Println("recovered:", recover()) }()
	for v := range Bad() {
		fmt.Println("bad", v)
		break
	}
}

// Output:
// v 0
// v 1
// stopped at 2
// odd 1
// odd 3
// odd 5
// exhausted
// stopped at 3
// 30
// exhausted
// [a b c] [0 1 2]
// 1 y
// 0 x
// 0 true
// stopped at 0
// 0 false
// bad 1
// recovered: runtime error: range function continued iteration after function for loop body returned false
