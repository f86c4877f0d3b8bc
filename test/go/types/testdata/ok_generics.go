package main

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"
)

type Number interface {
	~int | ~int32 | ~int64 | ~float64
}

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Keys[K comparable, V any](m map[K]V) []K {
	ks := make([]K, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

type Stack[T any] struct {
	items []T
}

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func To[T any](v T) *T { return &v }

func Deref[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}

type MyInt int

func main() {
	fmt.Println(Sum(1, 2, 3), Sum(1.5, 2.5), Sum[MyInt](1, 2))
	strs := Map([]int{1, 2}, func(i int) string { return strings.Repeat("x", i) })
	fmt.Println(strs, slices.Contains(strs, "x"), slices.Index(strs, "xx"))
	m := map[string]int{"a": 1}
	m2 := maps.Clone(m)
	maps.Copy(m2, map[string]int{"b": 2})
	ks := Keys(m2)
	slices.Sort(ks)
	slices.SortFunc(ks, func(a, b string) int { return cmp.Compare(a, b) })
	var st Stack[string]
	st.Push("a")
	v, ok := st.Pop()
	fmt.Println(v, ok)
	p := Pair[string, int]{Key: "a", Val: 1}
	fmt.Println(p.Key, p.Val)
	r := To(int32(3))
	fmt.Println(*r, Deref(r, 0), Deref[int64](nil, 5))
	xs := []int{3, 1, 2}
	xs = slices.DeleteFunc(xs, func(x int) bool { return x == 1 })
	fmt.Println(slices.Max(xs), min(1, 2, 3), max(2.5, 1))
	type Names []string
	ns := Names{"b", "a"}
	slices.Sort(ns)
	ns2 := slices.Clone(ns)
	var _ Names = ns2
}
