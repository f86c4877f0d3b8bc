package main

import "fmt"

type Number interface {
	int | float64
}

func Max[T Number](a, b T) T {
	if a > b {
		return a
	}
	return b
}

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func main() {
	fmt.Println(Max(1, 2.5))
	var p Pair[[]int, string]
	fmt.Println(p)
	var n Number
	fmt.Println(n)
}

// Error:
// # command-line-arguments
// ./generics_err_type_param_misuse.go:23:13: []int does not satisfy comparable
// ./generics_err_type_param_misuse.go:25:8: cannot use type Number outside a type constraint: interface contains type constraints
