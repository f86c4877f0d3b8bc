package main

import "fmt"

type Number interface{ ~int | ~float64 }

type List[T any] struct{ items []T }


func Keys[K comparable, V any](m map[K]V) []K { return nil }

func Max[T Number](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func Equal[T any](a, b T) bool { return a == b }

type Stringish interface{ ~string; String() string }

func main() {
	var l List
	_ = l
	fmt.Println(Max(1, 2.5))
	fmt.Println(Max[string]("a", "b"))
	fmt.Println(Keys(map[[]int]int{}))
	fmt.Println(Keys[func()](nil))
	var x Number
	_ = x
	fmt.Println(Max(int8(1), 2))
}

// Error:
// # command-line-arguments
// ./err_generics_constraint_misuse.go:19:41: invalid operation: a == b (incomparable types in type set)
// ./err_generics_constraint_misuse.go:24:8: cannot use generic type List[T any] without instantiation
// ./err_generics_constraint_misuse.go:27:18: string does not satisfy Number (string missing in ~int | ~float64)
// ./err_generics_constraint_misuse.go:28:18: []int does not satisfy comparable
// ./err_generics_constraint_misuse.go:28:23: invalid map key type []int
// ./err_generics_constraint_misuse.go:29:26: in call to Keys[func()], cannot infer V (/home/gopher/app/err_generics_constraint_misuse.go:10:25)
// ./err_generics_constraint_misuse.go:30:8: cannot use type Number outside a type constraint: interface contains type constraints
// ./err_generics_constraint_misuse.go:32:17: int8 does not satisfy Number (int8 missing in ~int | ~float64)
