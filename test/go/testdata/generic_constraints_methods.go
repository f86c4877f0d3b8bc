package main

import (
	"fmt"
	"sort"
	"strings"
)

type Stringer interface{ String() string }

type ID int

func (i ID) String() string { return fmt.Sprintf("id-%03d", int(i)) }

func JoinAll[T Stringer](xs []T, sep string) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = x.String()
	}
	return strings.Join(parts, sep)
}

type Set[T comparable] map[T]struct{}

func NewSet[T comparable](xs ...T) Set[T] {
	s := Set[T]{}
	for _, x := range xs {
		s[x] = struct{}{}
	}
	return s
}

func (s Set[T]) Has(x T) bool { _, ok := s[x]; return ok }
func (s Set[T]) Len() int     { return len(s) }

type List[T any] struct {
	head *node[T]
	size int
}

type node[T any] struct {
	v    T
	next *node[T]
}

func (l *List[T]) Push(v T) {
	l.head = &node[T]{v, l.head}
	l.size++
}

func (l *List[T]) Each(f func(T)) {
	for n := l.head; n != nil; n = n.next {
		f(n.v)
	}
}

type Ordered interface {
	~int | ~string | ~float64
}

func SortedKeys[K Ordered, V any](m map[K]V) []K {
	ks := make([]K, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool { return ks[i] < ks[j] })
	return ks
}

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

type Opt[T any] struct {
	v  T
	ok bool
}

func Some[T any](v T) Opt[T] { return Opt[T]{v, true} }
func None[T any]() Opt[T]    { return Opt[T]{} }
func (o Opt[T]) Get() (T, bool) { return o.v, o.ok }
func (o Opt[T]) OrElse(d T) T {
	if o.ok {
		return o.v
	}
	return d
}

func main() {
	fmt.Println(JoinAll([]ID{1, 22, 333}, ", "))
	s := NewSet("a", "b", "a")
	fmt.Println(s.Len(), s.Has("a"), s.Has("z"))
	var l List[float64]
	l.Push(1.5)
	l.Push(2.5)
	l.Each(func(f float64) { fmt.Print(f, " ") })
	fmt.Println(l.size)
	fmt.Println(SortedKeys(map[string]bool{"q": true, "b": false, "k": true}), SortedKeys(map[ID]int{3: 1, 1: 2}))
	fmt.Println(Reduce([]int{1, 2, 3, 4}, "", func(a string, x int) string { return a + fmt.Sprint(x) }))
	fmt.Println(Some(4).OrElse(0), None[string]().OrElse("default"))
	v, ok := None[int]().Get()
	fmt.Println(v, ok)
	fmt.Printf("%T %T %v\n", s, l, Some("x"))
}

// Output:
// id-001, id-022, id-333
// 2 true false
// 2.5 1.5 2
// [b k q] [id-001 id-003]
// 1234
// 4 default
// 0 false
// main.Set[string] main.List[float64] {x true}
