package main

import (
	"errors"
	"fmt"
	"iter"
)

type Tree struct {
	Val         int
	Left, Right *Tree
}

// All walks the tree in order, recursively.
func (t *Tree) All() iter.Seq[int] {
	return func(yield func(int) bool) {
		if t == nil {
			return
		}
		for v := range t.Left.All() {
			if !yield(v) {
				return
			}
		}
		if !yield(t.Val) {
			return
		}
		for v := range t.Right.All() {
			if !yield(v) {
				return
			}
		}
	}
}

// spine builds a tree of n nodes hanging to the left: the first value is n levels down.
func spine(n int) *Tree {
	var t *Tree
	for i := n; i >= 1; i-- {
		t = &Tree{Val: n - i + 1, Left: t}
	}
	return t
}

// depth finds the first value, n levels down, and returns from inside the loop.
func first(t *Tree) (int, error) {
	for v := range t.All() {
		return v, nil
	}
	return 0, errors.New("empty")
}

// countTo counts values until limit, with a deferred report and a labelled break.
func countTo(t *Tree, limit int) (n int) {
	defer func() { fmt.Println("  countTo deferred, n =", n) }()
outer:
	for round := 0; ; round++ {
		for v := range t.All() {
			if v > limit {
				break outer
			}
			n++
			if round > 0 {
				continue outer
			}
		}
	}
	return n
}

// recurse ranges over a chain of nested iterators from a recursive function: the loop body
// itself recurses, so calls and yields interleave thousands deep.
func recurse(n int) int {
	if n == 0 {
		return 0
	}
	sum := 0
	for v := range chain(n) {
		defer func() { sum += 0 }()
		sum += v + recurse(n-1)
		break
	}
	return sum
}

func chain(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		if n <= 1 {
			yield(n)
			return
		}
		for v := range chain(n - 1) {
			if !yield(v + 1) {
				return
			}
		}
	}
}

func main() {
	for _, n := range []int{5, 1500, 6000} {
		t := spine(n)
		v, err := first(t)
		fmt.Println("first of", n, "=", v, err)
	}
	fmt.Println(first(nil))
	fmt.Println("countTo:", countTo(spine(3000), 4))
	fmt.Println("recurse:", recurse(40))
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		for v := range spine(2000).All() {
			if v == 1 {
				panic(fmt.Sprintf("panic at %d from deep inside", v))
			}
		}
	}()
	done := make(chan int)
	go func() {
		v, _ := first(spine(4000))
		done <- v
	}()
	fmt.Println("from goroutine:", <-done)
}

// Output:
// first of 5 = 1 <nil>
// first of 1500 = 1 <nil>
// first of 6000 = 1 <nil>
// 0 empty
//   countTo deferred, n = 4
// countTo: 4
// recurse: 820
// recovered: panic at 1 from deep inside
// from goroutine: 1
