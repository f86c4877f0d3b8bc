package main

import (
	"cmp"
	"errors"
	"fmt"
	"iter"
	"slices"
	"strings"
)

type Number interface {
	~int | ~int64 | ~float64
}

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
func (s Stack[T]) All() iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		for i := len(s.items) - 1; i >= 0; i-- {
			if !yield(i, s.items[i]) {
				return
			}
		}
	}
}

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

type OrderedMap[K cmp.Ordered, V any] struct {
	m map[K]V
}

func NewOrderedMap[K cmp.Ordered, V any]() *OrderedMap[K, V] {
	return &OrderedMap[K, V]{m: map[K]V{}}
}

func (o *OrderedMap[K, V]) Set(k K, v V) *OrderedMap[K, V] { o.m[k] = v; return o }
func (o *OrderedMap[K, V]) Pairs() []Pair[K, V] {
	var out []Pair[K, V]
	for k, v := range o.m {
		out = append(out, Pair[K, V]{k, v})
	}
	slices.SortFunc(out, func(a, b Pair[K, V]) int { return cmp.Compare(a.Key, b.Key) })
	return out
}

func Sum[T Number](xs ...T) (t T) {
	for _, x := range xs {
		t += x
	}
	return
}

type Meters float64

type Result[T any] struct {
	Val T
	Err error
}

func Try[T any](f func() (T, error)) Result[T] {
	v, err := f()
	return Result[T]{v, err}
}

func (r Result[T]) OrElse(d T) T {
	if r.Err != nil {
		return d
	}
	return r.Val
}

type List[T any] struct {
	head *node[T]
	size int
}

type node[T any] struct {
	v    T
	next *node[T]
}

func (l *List[T]) Prepend(v T) { l.head = &node[T]{v, l.head}; l.size++ }
func (l *List[T]) Each(f func(T)) {
	for n := l.head; n != nil; n = n.next {
		f(n.v)
	}
}

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {
	var s Stack[string]
	s.Push("a", "b", "c")
	for i, v := range s.All() {
		fmt.Print(i, v, " ")
		if v == "b" {
			break
		}
	}
	fmt.Println()
	v, ok := s.Pop()
	fmt.Println(v, ok)
	var e Stack[int]
	fmt.Println(e.Pop())
	om := NewOrderedMap[string, int]().Set("z", 26).Set("a", 1).Set("m", 13)
	fmt.Println(om.Pairs())
	fmt.Printf("%v %T\n", Sum(1.5, 2), Sum[Meters](1, 2.5))
	fmt.Printf("%T %T\n", om, Pair[string, []int]{})
	r := Try(func() (int, error) { return 0, errors.New("x") })
	fmt.Println(r.OrElse(5), Try(func() (string, error) { return "ok", nil }).OrElse("d"))
	var l List[Pair[int, string]]
	l.Prepend(Pair[int, string]{1, "one"})
	l.Prepend(Pair[int, string]{2, "two"})
	l.Each(func(p Pair[int, string]) { fmt.Print(p, ";") })
	fmt.Println(l.size)
	fmt.Println(Map([]int{1, 2, 3}, func(i int) string { return strings.Repeat("*", i) }))
	fmt.Printf("%+v\n", Result[*int]{})
}

// Output:
// 2c 1b 
// c true
// 0 false
// [a=1 m=13 z=26]
// 3.5 main.Meters
// *main.OrderedMap[string,int] main.Pair[string,[]int]
// 5 ok
// 2=two;1=one;2
// [* ** ***]
// {Val:<nil> Err:<nil>}
