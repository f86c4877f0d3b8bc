package main

import "fmt"

type Number interface {
	~int | ~int64 | ~float64
}

type Set[K comparable] map[K]struct{}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Eq[T any](a, b T) bool { return a == b }

func Keys[K comparable, V any](m map[K]V) []K { return nil }

type Pair[A, B any] struct {
	First  A
	Second B
}

func Zero[T any]() T {
	var z T
	return z
}

func main() {
	var n Number
	var s Set
	fmt.Println(Sum([]string{"a"}))
	fmt.Println(Keys[string, int, bool](nil))
	p := Pair[int]{1, 2}
	f := Sum
	z := Zero()
	var m Set[[]byte]
	fmt.Println(n, s, p, f, Eq(1, 2), z, m)
}

// Error:
// # command-line-arguments
// ./err_generics_method_tparams.go:19:38: invalid operation: a == b (incomparable types in type set)
// ./err_generics_method_tparams.go:34:8: cannot use type Number outside a type constraint: interface contains type constraints
// ./err_generics_method_tparams.go:35:8: cannot use generic type Set[K comparable] without instantiation
// ./err_generics_method_tparams.go:36:17: string does not satisfy Number (string missing in ~int | ~int64 | ~float64)
// ./err_generics_method_tparams.go:37:32: got 3 type arguments but want 2
// ./err_generics_method_tparams.go:38:7: not enough type arguments for type Pair: have 1, want 2
// ./err_generics_method_tparams.go:39:7: cannot use generic function Sum without instantiation
// ./err_generics_method_tparams.go:40:11: in call to Zero, cannot infer T (/home/gopher/app/err_generics_method_tparams.go:28:11)
// ./err_generics_method_tparams.go:41:12: []byte does not satisfy comparable
