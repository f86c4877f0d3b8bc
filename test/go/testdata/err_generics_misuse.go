package main

import "fmt"

type Box[T any] struct{ v T }

func (b Box[T]) Get() T { return b.v }

func Identity[T any](x T) T { return x }

func Pair[K comparable, V any](k K, v V) map[K]V { return map[K]V{k: v} }

func main() {
	var b Box
	f := Identity
	m := Pair[[]int, string](nil, "x")
	var n Box[int, string]
	fmt.Println(b, f, m, n)
}

// Error:
// # command-line-arguments
// ./err_generics_misuse.go:14:8: cannot use generic type Box[T any] without instantiation
// ./err_generics_misuse.go:15:7: cannot use generic function Identity without instantiation
// ./err_generics_misuse.go:16:12: []int does not satisfy comparable
// ./err_generics_misuse.go:17:8: too many type arguments for type Box: have 2, want 1
