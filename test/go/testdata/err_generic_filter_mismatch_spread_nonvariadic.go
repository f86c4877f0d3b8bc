package main

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
)

type Pair[T any] struct{ A, B T }

func (p Pair[T]) Swap() Pair[T] { return Pair[T]{p.B, p.A} }

func Filter[T any](xs []T, keep func(T) bool) []T {
	var out []T
	for _, x := range xs {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}

func main() {
	p := Pair[string]{"a", "b"}
	q := Pair{1, 2}
	fmt.Println(p.Swap(), q)
	evens := Filter([]int{1, 2, 3, 4}, func(x int) bool { return x%2 == 0 })
	fmt.Println(evens, Filter([]string{"a"}, func(s int) bool { return true }))
	xs := []int{3, 1}
	sort.Ints(xs...)
	n := strconv.Itoa(int64(5))
	fmt.Println(slices.Index(xs, "1"), n)
}

// Error:
// # command-line-arguments
// ./err_generic_filter_mismatch_spread_nonvariadic.go:26:7: cannot use generic type Pair[T any] without instantiation
// ./err_generic_filter_mismatch_spread_nonvariadic.go:29:43: in call to Filter, type func(s int) bool of func(s int) bool {…} does not match inferred type func(string) bool for func(T) bool
// ./err_generic_filter_mismatch_spread_nonvariadic.go:31:2: cannot use ... in call to non-variadic sort.Ints
// ./err_generic_filter_mismatch_spread_nonvariadic.go:32:20: cannot use int64(5) (constant 5 of type int64) as int value in argument to strconv.Itoa
// ./err_generic_filter_mismatch_spread_nonvariadic.go:33:31: cannot use "1" (untyped string constant) as int value in argument to slices.Index
