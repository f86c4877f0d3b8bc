// Where inference of a generic function value fails: the target's type does not fit (reverse
// inference words it from the inferred side), nothing to infer from, and places with no target.
package main

import "fmt"

func Ident[T any](v T) T { return v }

func Pair[K comparable, V any](k K, v V) map[K]V { return map[K]V{k: v} }

func apply(f func(int) string) {}

func ret() func(int) string { return Ident }

func Map[T, U any](s []T, f func(T) U) []U { return nil }

func None[T any]() {}

func main() {
	var o func(int) string = Ident
	apply(Ident)
	var q func(string, int) map[int]int = Pair
	fmt.Println(o, q)
	_ = Map([]int{1}, Pair)
	var n func() = None
	_ = n
	ch := make(chan func(int) int, 1)
	ch <- Ident
	var g = Ident
	_ = g
}

// Error:
// # command-line-arguments
// ./err_generic_func_value_inference.go:13:38: inferred type func(v int) int for func(v T) T does not match type func(int) string of result variable
// ./err_generic_func_value_inference.go:20:27: inferred type func(v int) int for func(v T) T does not match type func(int) string of o
// ./err_generic_func_value_inference.go:21:8: in call to apply, type func[T any](v T) T of Ident does not match func(int) string
// ./err_generic_func_value_inference.go:22:40: inferred type func(k string, v int) map[string]int for func(k K, v V) map[K]V does not match type func(string, int) map[int]int of q
// ./err_generic_func_value_inference.go:24:20: in call to Map, type func[K comparable, V any](k K, v V) map[K]V of Pair does not match inferred type func(int) U for func(T) U
// ./err_generic_func_value_inference.go:25:17: cannot infer T (/home/gopher/app/err_generic_func_value_inference.go:17:11)
// ./err_generic_func_value_inference.go:28:8: cannot use generic function Ident without instantiation
// ./err_generic_func_value_inference.go:29:10: cannot use generic function Ident without instantiation
