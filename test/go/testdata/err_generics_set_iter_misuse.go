package main

import (
	"fmt"
	"iter"
)

type Number interface{ ~int | ~float64 }

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

type Set[T comparable] map[T]struct{}

func (s Set[T]) Add(v T) { s[v] = struct{}{} }

func (s Set[K]) All() iter.Seq[K] {
	return func(yield func(K) bool) {
		for k := range s {
			yield(k)
		}
	}
}

func main() {
	fmt.Println(Sum(1, 2.5, "x"))
	var s Set[[]int]
	s2 := Set[string]{}
	s2.Add(1)
	for k, v := range s2.All() {
		fmt.Println(k, v)
	}
	var f func(int) = Sum[int]
	_ = f
	x := Sum
	_ = x
	_ = s
}

// Error:
// # command-line-arguments
// ./err_generics_set_iter_misuse.go:31:26: in call to Sum, mismatched types untyped float and untyped string (cannot infer T)
// ./err_generics_set_iter_misuse.go:32:12: []int does not satisfy comparable
// ./err_generics_set_iter_misuse.go:34:9: cannot use 1 (untyped int constant) as string value in argument to s2.Add
// ./err_generics_set_iter_misuse.go:35:9: range over s2.All() (value of func type iter.Seq[string]) permits only one iteration variable
// ./err_generics_set_iter_misuse.go:38:20: cannot use Sum[int] (value of type func(xs ...int) int) as func(int) value in variable declaration
// ./err_generics_set_iter_misuse.go:40:7: cannot use generic function Sum without instantiation
