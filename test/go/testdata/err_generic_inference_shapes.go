package main

import (
	"fmt"
	"maps"
	"slices"
)

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Filter[T any](xs []T, keep func(T) bool) []T { return xs }

func Ptr[T any](v T) *T { return &v }

func main() {
	names := Map([]int{1, 2}, func(i int) { fmt.Sprint(i) })
	evens := Filter([]int{1}, func(s string) bool { return s != "" })
	p := Ptr()
	var q *int32 = Ptr(3)
	keys := slices.Sorted(maps.Keys(map[string]int{}), 1)
	fmt.Println(names, evens, p, q, keys)
	var f func(int) int = Map
	fmt.Println(f)
}

// Error:
// # command-line-arguments
// ./err_generic_inference_shapes.go:22:28: in call to Map, type func(i int) of func(i int) {…} does not match inferred type func(int) U for func(T) U
// ./err_generic_inference_shapes.go:23:28: in call to Filter, type func(s string) bool of func(s string) bool {…} does not match inferred type func(int) bool for func(T) bool
// ./err_generic_inference_shapes.go:24:7: not enough arguments in call to Ptr
// 	have ()
// 	want (T)
// ./err_generic_inference_shapes.go:25:17: cannot use Ptr(3) (value of type *int) as *int32 value in variable declaration
// ./err_generic_inference_shapes.go:26:53: too many arguments in call to slices.Sorted
// 	have (iter.Seq[string], number)
// 	want (iter.Seq[E])
// ./err_generic_inference_shapes.go:28:24: type func(int) int of f does not match func(xs []T, f func(T) U) []U (cannot infer T and U)
