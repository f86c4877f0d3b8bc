package main

import (
	"cmp"
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"
)

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v ...T) { s.items = append(s.items, v...) }
func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}
func (s *Stack[T]) All() iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		for i := len(s.items) - 1; i >= 0; i-- {
			if !yield(i, s.items[i]) {
				return
			}
		}
	}
}

type Pair[K cmp.Ordered, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

func SortedPairs[M ~map[K]V, K cmp.Ordered, V any](m M) []Pair[K, V] {
	out := make([]Pair[K, V], 0, len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		out = append(out, Pair[K, V]{k, m[k]})
	}
	return out
}

type Shower interface {
	comparable
	Show() string
}

type ID int

func (i ID) Show() string { return fmt.Sprintf("#%03d", int(i)) }

func Dedup[T Shower](xs []T) []string {
	seen := map[T]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x.Show())
		}
	}
	return out
}

func Reduce[T, A any](s []T, init A, f func(A, T) A) A {
	acc := init
	for _, v := range s {
		acc = f(acc, v)
	}
	return acc
}

func Count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := range n {
			if !yield(i * i) {
				fmt.Println("  stopped at", i)
				return
			}
		}
	}
}

func main() {
	var s Stack[string]
	s.Push("a", "b", "c")
	for i, v := range s.All() {
		fmt.Print(i, v, " ")
	}
	fmt.Println()
	v, ok := s.Pop()
	fmt.Println(v, ok, len(s.items))
	var empty Stack[*int]
	p, ok := empty.Pop()
	fmt.Println(p, ok)
	fmt.Println(SortedPairs(map[string]int{"b": 2, "a": 1, "c": 3}))
	fmt.Printf("%v %T\n", SortedPairs(map[ID]bool{3: true, 1: false}), Pair[ID, bool]{})
	fmt.Println(Dedup([]ID{5, 3, 5, 1, 3}))
	fmt.Println(Reduce([]string{"x", "yy", "zzz"}, 0, func(a int, s string) int { return a + len(s) }))
	for sq := range Count(10) {
		if sq > 20 {
			break
		}
		fmt.Print(sq, " ")
	}
	fmt.Println()
	fmt.Println(slices.Collect(Count(4)), min(3, 1, 2), max("a", "b"), min(2.5, 1))
	words := strings.Fields("go is fun and go is fast")
	counts := map[string]int{}
	for _, w := range words {
		counts[w]++
	}
	keys := slices.SortedFunc(maps.Keys(counts), func(a, b string) int {
		return cmp.Or(-cmp.Compare(counts[a], counts[b]), strings.Compare(a, b))
	})
	fmt.Println(keys, slices.Index(keys, "fun"), slices.Contains(keys, "rust"))
	m2 := maps.Clone(counts)
	delete(m2, "go")
	clear(counts)
	fmt.Println(len(counts), len(m2), slices.Max([]int{4, 9, 2}))
	chunks := slices.Collect(slices.Chunk([]int{1, 2, 3, 4, 5}, 2))
	fmt.Println(chunks, slices.Repeat([]string{"ab"}, 3), slices.Compact([]int{1, 1, 2, 2, 2, 3, 1}))
	for i, w := range slices.Backward(words[:3]) {
		fmt.Print(i, ":", w, " ")
	}
	fmt.Println()
	next, stop := iter.Pull(Count(3))
	a, ok1 := next()
	b, ok2 := next()
	stop()
	c, ok3 := next()
	fmt.Println(a, ok1, b, ok2, c, ok3)
}

// Output:
// 2c 1b 0a 
// c true 2
// <nil> false
// [a=1 b=2 c=3]
// [1=false 3=true] main.Pair[main.ID,bool]
// [#005 #003 #001]
// 6
// 0 1 4 9 16   stopped at 5
//
// [0 1 4 9] 1 b 1
// [go is and fast fun] 4 false
// 0 4 9
// [[1 2] [3 4] [5]] [ab ab ab] [1 2 3 1]
// 2:fun 1:is 0:go 
//   stopped at 1
// 0 true 1 true 0 false
