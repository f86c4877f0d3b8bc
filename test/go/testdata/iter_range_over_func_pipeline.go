package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"
)

func Lines(s string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i, l := range strings.Split(strings.TrimSpace(s), "\n") {
			if !yield(i+1, l) {
				return
			}
		}
	}
}

func FilterSeq[T any](seq iter.Seq[T], keep func(T) bool) iter.Seq[T] {
	return func(yield func(T) bool) {
		for v := range seq {
			if keep(v) && !yield(v) {
				return
			}
		}
	}
}

func Take[T any](seq iter.Seq[T], n int) iter.Seq[T] {
	return func(yield func(T) bool) {
		if n <= 0 {
			return
		}
		i := 0
		for v := range seq {
			if !yield(v) {
				return
			}
			i++
			if i == n {
				return
			}
		}
	}
}

func Naturals() iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 1; ; i++ {
			if !yield(i) {
				fmt.Println("  (naturals stopped at", i, ")")
				return
			}
		}
	}
}

type Tree struct {
	Left, Right *Tree
	Val         int
}

func (t *Tree) All() iter.Seq[int] {
	return func(yield func(int) bool) {
		t.walk(yield)
	}
}

func (t *Tree) walk(yield func(int) bool) bool {
	if t == nil {
		return true
	}
	return t.Left.walk(yield) && yield(t.Val) && t.Right.walk(yield)
}

func main() {
	log := `
INFO start
WARN disk 91%
INFO tick
ERROR crash
INFO stop`
	for n, l := range Lines(log) {
		if strings.HasPrefix(l, "ERROR") {
			fmt.Println("first error on line", n)
			break
		}
	}
	even := FilterSeq(Naturals(), func(i int) bool { return i%2 == 0 })
	fmt.Println(slices.Collect(Take(even, 4)))
	t := &Tree{Val: 5, Left: &Tree{Val: 2, Right: &Tree{Val: 3}}, Right: &Tree{Val: 8}}
	for v := range t.All() {
		if v > 5 {
			break
		}
		fmt.Print(v, " ")
	}
	fmt.Println()
	m := map[string]int{"b": 2, "a": 1, "c": 3}
	keys := slices.Sorted(maps.Keys(m))
	fmt.Println(keys, slices.Collect(maps.Values(map[int]int{1: 10})))
	for i, v := range slices.Backward([]string{"x", "y", "z"}) {
		fmt.Print(i, v, " ")
	}
	fmt.Println()
	for i := range 3 {
		fmt.Print(i)
	}
	fmt.Println()
	next, stop := iter.Pull(Take(Naturals(), 3))
	defer stop()
	for {
		v, ok := next()
		if !ok {
			break
		}
		fmt.Print(v, ",")
	}
	fmt.Println()
}

// Output:
// first error on line 4
//   (naturals stopped at 8 )
// [2 4 6 8]
// 2 3 5 
// [a b c] [10]
// 2z 1y 0x 
// 012
// 1,2,3,  (naturals stopped at 3 )
//
