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

// Error:
// # command-line-arguments
// ./err_op_generic_misuse.go:18:21: in call to Keys[string], type map[int]string of map[int]string{…} does not match map[string]V
// ./err_op_generic_misuse.go:19:8: cannot use generic type Set[T comparable] without instantiation
// ./err_op_generic_misuse.go:22:11: invalid map key type []int
