package main

import (
	"cmp"
	"errors"
	"fmt"
	"iter"
	"slices"
	"strings"
)

type OrderedMap[K cmp.Ordered, V any] struct {
	keys []K
	m    map[K]V
}

func New[K cmp.Ordered, V any]() *OrderedMap[K, V] {
	return &OrderedMap[K, V]{m: make(map[K]V)}
}

func (o *OrderedMap[K, V]) Set(k K, v V) {
	if _, ok := o.m[k]; !ok {
		i, _ := slices.BinarySearch(o.keys, k)
		o.keys = slices.Insert(o.keys, i, k)
	}
	o.m[k] = v
}

func (o *OrderedMap[K, V]) Delete(k K) bool {
	i, ok := slices.BinarySearch(o.keys, k)
	if !ok {
		return false
	}
	o.keys = slices.Delete(o.keys, i, i+1)
	delete(o.m, k)
	return true
}

func (o *OrderedMap[K, V]) All() iter.Seq2[K, V] {
	return func(yield func(K, V) bool) {
		for _, k := range o.keys {
			if !yield(k, o.m[k]) {
				return
			}
		}
	}
}

func (o *OrderedMap[K, V]) String() string {
	var b strings.Builder
	b.WriteString("{")
	for k, v := range o.All() {
		if b.Len() > 1 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%v: %v", k, v)
	}
	return b.String() + "}"
}

type Number interface {
	~int | ~int64 | ~float64
}

func Sum[T Number](xs ...T) (s T) {
	for _, x := range xs {
		s += x
	}
	return
}

type Meters float64

func Reduce[T, A any](s []T, init A, f func(A, T) A) A {
	acc := init
	for _, v := range s {
		acc = f(acc, v)
	}
	return acc
}

var ErrEmpty = errors.New("empty")

func Max[T cmp.Ordered](xs []T) (T, error) {
	var zero T
	if len(xs) == 0 {
		return zero, fmt.Errorf("max of %T: %w", xs, ErrEmpty)
	}
	return slices.Max(xs), nil
}

func main() {
	om := New[string, int]()
	for i, w := range strings.Fields("pear apple fig apple kiwi fig fig") {
		om.Set(w, i)
	}
	fmt.Println(om, om.Delete("kiwi"), om.Delete("nope"), om)
	for k, v := range om.All() {
		if k > "b" {
			break
		}
		fmt.Println("first:", k, v)
	}
	fmt.Println(Sum(1, 2, 3), Sum(1.5, 2.25), Sum[Meters](1, 2.5), Sum[int]())
	fmt.Printf("%T %v\n", Sum[Meters](3), Sum(Meters(1), 2))
	words := []string{"go", "generic", "types"}
	fmt.Println(Reduce(words, 0, func(n int, s string) int { return n + len(s) }))
	fmt.Println(Reduce(words, "", func(a, s string) string { return a + s[:1] }))
	m, err := Max([]float64{2, 9.5, -1})
	fmt.Println(m, err)
	_, err = Max([]string{})
	fmt.Println(err, errors.Is(err, ErrEmpty))
	_, err = Max[Meters](nil)
	fmt.Println(err)
	fmt.Println(cmp.Compare("a", "b"), cmp.Less(2.0, 1.0), cmp.Or("", "dflt"), cmp.Or(0, 0, 3), min(3, 1, 2), max("a", "b"))
}

// Output:
// {apple: 3, fig: 6, pear: 0} true false {apple: 3, fig: 6, pear: 0}
// first: apple 3
// 6 3.75 3.5 0
// main.Meters 3
// 14
// ggt
// 9.5 <nil>
// max of []string: empty true
// max of []main.Meters: empty
// -1 false dflt 3 1 b
