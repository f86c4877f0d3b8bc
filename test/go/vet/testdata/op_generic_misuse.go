package main

import "fmt"

func Keys[K comparable, V any](m map[K]V) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

type Set[T comparable] map[T]struct{}

func (s Set[T]) Add(v T) { s[v] = struct{}{} }

func main() {
	ks := Keys[string](map[int]string{1: "a"})
	var s Set
	s.Add(1)
	var f []func() = nil
	m := map[[]int]bool{}
	fmt.Println(ks, s, f, m, Keys)
}
