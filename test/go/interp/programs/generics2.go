package main

import (
	"cmp"
	"fmt"
	"strings"
)

type List[T any] struct {
	head *node[T]
	size int
}

type node[T any] struct {
	val  T
	next *node[T]
}

func (l *List[T]) Push(v T) {
	l.head = &node[T]{v, l.head}
	l.size++
}

func (l *List[T]) Each(f func(T)) {
	for n := l.head; n != nil; n = n.next {
		f(n.val)
	}
}

type Tree[K cmp.Ordered, V any] struct {
	root *tnode[K, V]
}

type tnode[K cmp.Ordered, V any] struct {
	k     K
	v     V
	l, r  *tnode[K, V]
}

func (t *Tree[K, V]) Put(k K, v V) {
	p := &t.root
	for *p != nil {
		if k < (*p).k {
			p = &(*p).l
		} else if k > (*p).k {
			p = &(*p).r
		} else {
			(*p).v = v
			return
		}
	}
	*p = &tnode[K, V]{k: k, v: v}
}

func (t *Tree[K, V]) Walk(f func(K, V)) { walk(t.root, f) }

func walk[K cmp.Ordered, V any](n *tnode[K, V], f func(K, V)) {
	if n == nil {
		return
	}
	walk[K, V](n.l, f)
	f(n.k, n.v)
	walk[K, V](n.r, f)
}

type Set[T comparable] map[T]struct{}

func (s Set[T]) Add(v T)           { s[v] = struct{}{} }
func (s Set[T]) Has(v T) bool      { _, ok := s[v]; return ok }
func Filter[T any](xs []T, pred func(T) bool) []T {
	var out []T
	for _, x := range xs {
		if pred(x) {
			out = append(out, x)
		}
	}
	return out
}

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

func main() {
	var l List[string]
	l.Push("a")
	l.Push("b")
	var sb strings.Builder
	l.Each(func(s string) { sb.WriteString(s) })
	fmt.Println(sb.String(), l.size)
	var t Tree[string, int]
	for i, k := range []string{"m", "c", "x", "a", "c"} {
		t.Put(k, i)
	}
	t.Walk(func(k string, v int) { fmt.Print(k, "=", v, " ") })
	fmt.Println()
	s := Set[int]{}
	s.Add(3)
	fmt.Println(s.Has(3), s.Has(4), len(s))
	evens := Filter([]int{1, 2, 3, 4, 5, 6}, func(x int) bool { return x%2 == 0 })
	fmt.Println(evens, Reduce(evens, "", func(a string, x int) string { return a + fmt.Sprint(x) }))
	fmt.Printf("%T %T\n", l, t.root)
}
