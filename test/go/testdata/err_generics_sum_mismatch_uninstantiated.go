package main

import "fmt"

type Num interface{ ~int | ~float64 }

func Sum[T Num](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

type Box[T any] struct{ v T }

func main() {
	fmt.Println(Sum(1, "a"))
	fmt.Println(Sum[string]("a"))
	b := Box{v: 1}
	fmt.Println(b)
	var c Box
	fmt.Println(c)
	fmt.Println(Sum[int, int](1))
}

// Error:
// # command-line-arguments
// ./err_generics_sum_mismatch_uninstantiated.go:18:21: in call to Sum, mismatched types untyped int and untyped string (cannot infer T)
// ./err_generics_sum_mismatch_uninstantiated.go:19:18: string does not satisfy Num (string missing in ~int | ~float64)
// ./err_generics_sum_mismatch_uninstantiated.go:20:7: cannot use generic type Box[T any] without instantiation
// ./err_generics_sum_mismatch_uninstantiated.go:22:8: cannot use generic type Box[T any] without instantiation
// ./err_generics_sum_mismatch_uninstantiated.go:24:23: got 2 type arguments but want 1
