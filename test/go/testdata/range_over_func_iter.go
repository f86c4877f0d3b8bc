package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"
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

func Enumerate[T any](xs []T) iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		for i, x := range xs {
			if !yield(i, x) {
				return
			}
		}
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

type Tree struct {
	Left, Right *Tree
	Val         int
}

func (t *Tree) All(yield func(int) bool) bool {
	if t == nil {
		return true
	}
	return t.Left.All(yield) && yield(t.Val) && t.Right.All(yield)
}

func main() {
	for i := range Count(5) {
		if i == 3 {
			break
		}
		fmt.Print(i, " ")
	}
	fmt.Println()
	for i, s := range Enumerate([]string{"a", "b"}) {
		fmt.Print(i, "=", s, " ")
	}
	fmt.Println()
	evens := slices.Collect(Filter(Count(10), func(i int) bool { return i%2 == 0 }))
	fmt.Println(evens)
	t := &Tree{&Tree{nil, nil, 1}, &Tree{&Tree{nil, nil, 3}, nil, 4}, 2}
	for v := range t.All {
		fmt.Print(v, ",")
	}
	fmt.Println()
	next, stop := iter.Pull(Count(3))
	defer stop()
	for {
		v, ok := next()
		if !ok {
			break
		}
		fmt.Print("pulled ", v, "; ")
	}
	fmt.Println()
	m := map[string]int{"z": 26, "a": 1}
	for _, k := range slices.Sorted(maps.Keys(m)) {
		fmt.Print(k, m[k], " ")
	}
	fmt.Println()
	for i := range 3 {
		fmt.Print(i)
	}
	fmt.Println()
	fmt.Println(strings.Repeat("-", 3))
}

// Error:
// # command-line-arguments
// ./range_over_func_iter.go:68:17: cannot range over t.All (value of type func(yield func(int) bool) bool): func must be func(yield func(...) bool): unexpected results
