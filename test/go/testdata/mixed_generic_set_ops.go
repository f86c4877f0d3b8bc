package main

import (
	"fmt"
	"slices"
)

type Set[T comparable] map[T]struct{}

func NewSet[T comparable](xs ...T) Set[T] {
	s := Set[T]{}
	for _, x := range xs {
		s[x] = struct{}{}
	}
	return s
}

func (s Set[T]) Union(o Set[T]) Set[T] {
	out := Set[T]{}
	for k := range s {
		out[k] = struct{}{}
	}
	for k := range o {
		out[k] = struct{}{}
	}
	return out
}

func (s Set[T]) Intersect(o Set[T]) Set[T] {
	out := Set[T]{}
	for k := range s {
		if _, ok := o[k]; ok {
			out[k] = struct{}{}
		}
	}
	return out
}

func Sorted[T int | string](s Set[T]) []T {
	out := make([]T, 0, len(s))
	for k := range s {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func main() {
	a := NewSet(1, 2, 3, 4)
	b := NewSet(3, 4, 5)
	fmt.Println(Sorted(a.Union(b)), Sorted(a.Intersect(b)))
	w := NewSet("x", "y").Union(NewSet("y", "z"))
	fmt.Println(Sorted(w), len(w))
}

// Output:
// [1 2 3 4 5] [3 4]
// [x y z] 3
