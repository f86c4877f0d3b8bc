package main

import (
	"maps"
	"slices"
)

type Box[T any] struct{ v T }

func (b *Box[T]) Get() T { return b.v }

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {
	b := &Box[int]{v: 1}
	var s string = b.Get()
	ys := Map([]int{1, 2}, func(i int) string { return "x" })
	m := map[string]int{}
	maps.Copy(m, map[string]int{"a": 1})
	_ = slices.Contains(ys, "x")
	_ = s
}

// Error:
// ./generic_ok_then_error.go:22:17: cannot use b.Get() (value of type int) as string value in variable declaration
