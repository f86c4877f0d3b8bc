package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"
)

func Fib() iter.Seq[int] {
	return func(yield func(int) bool) {
		a, b := 0, 1
		for {
			if !yield(a) {
				return
			}
			a, b = b, a+b
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

func Enumerate[T any](s []T) iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		for i, v := range s {
			if !yield(i, v) {
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

func insert(t *Tree, v int) *Tree {
	if t == nil {
		return &Tree{Val: v}
	}
	if v < t.Val {
		t.Left = insert(t.Left, v)
	} else {
		t.Right = insert(t.Right, v)
	}
	return t
}

func main() {
	for v := range Take(Fib(), 10) {
		fmt.Print(v, " ")
	}
	fmt.Println()
	fmt.Println(slices.Collect(Take(Fib(), 5)))
	for i, s := range Enumerate([]string{"a", "b", "c"}) {
		if i == 2 {
			break
		}
		fmt.Println(i, s)
	}
	var root *Tree
	for _, v := range []int{5, 3, 8, 1, 4, 9, 7} {
		root = insert(root, v)
	}
	for v := range root.All() {
		if v > 7 {
			break
		}
		fmt.Print(v, ",")
	}
	fmt.Println()
	m := map[string]int{"x": 3, "a": 1, "m": 2}
	keys := slices.Sorted(maps.Keys(m))
	fmt.Println(keys)
	vals := slices.Collect(maps.Values(m))
	slices.Sort(vals)
	fmt.Println(vals)
	for i := range 3 {
		fmt.Print(i)
	}
	fmt.Println()
	next, stop := iter.Pull(Fib())
	for range 4 {
		v, ok := next()
		fmt.Print(v, ok, ";")
	}
	stop()
	v, ok := next()
	fmt.Println(v, ok)
	for i, w := range strings.Fields("the quick brown fox") {
		fmt.Printf("%d:%s ", i, w)
	}
	fmt.Println()
	for k, v := range maps.All(map[int]string{1: "one"}) {
		fmt.Println(k, v)
	}
	b := slices.Backward([]int{1, 2, 3})
	for i, v := range b {
		fmt.Print(i, "=", v, " ")
	}
	fmt.Println()
	chunks := slices.Collect(slices.Chunk([]int{1, 2, 3, 4, 5}, 2))
	fmt.Println(chunks, len(chunks))
	m2 := maps.Collect(slices.All([]string{"z", "y"}))
	fmt.Println(m2)
	idx := slices.IndexFunc(keys, func(s string) bool { return s > "b" })
	fmt.Println(idx, slices.Contains(keys, "m"), slices.Repeat([]int{7}, 3))
}

// Output:
// 0 1 1 2 3 5 8 13 21 34 
// [0 1 1 2 3]
// 0 a
// 1 b
// 1,3,4,5,7,
// [a m x]
// [1 2 3]
// 012
// 0 true;1 true;1 true;2 true;0 false
// 0:the 1:quick 2:brown 3:fox 
// 1 one
// 2=3 1=2 0=1 
// [[1 2] [3 4] [5]] 3
// map[0:z 1:y]
// 1 true [7 7 7]
