package main

import "fmt"

type Number interface {
	int | float64
}

type Bad interface {
	Number
	String() string
}

type List[T any] []T


type Pair[K comparable, V any] struct{ k K; v V }

func Use[T Number](x T) T { return x }

func Keys[K comparable, V any](m map[K]V) []K { return nil }

func main() {
	var n Number
	var p Pair[[]int, string]
	var q Pair[int]
	x := Use[string]("a")
	var b Bad
	k := Keys(nil)
	var l List
	fmt.Println(n, p, q, x, b, k, l)
}

// Error:
// # command-line-arguments
// ./err_generics_decl_errors.go:24:8: cannot use type Number outside a type constraint: interface contains type constraints
// ./err_generics_decl_errors.go:25:13: []int does not satisfy comparable
// ./err_generics_decl_errors.go:26:8: not enough type arguments for type Pair: have 1, want 2
// ./err_generics_decl_errors.go:27:11: string does not satisfy Number (string missing in int | float64)
// ./err_generics_decl_errors.go:28:8: cannot use type Bad outside a type constraint: interface contains type constraints
// ./err_generics_decl_errors.go:29:11: in call to Keys, cannot infer K (/home/gopher/app/err_generics_decl_errors.go:21:11)
// ./err_generics_decl_errors.go:30:8: cannot use generic type List[T any] without instantiation
