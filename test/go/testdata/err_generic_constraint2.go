package main

import "fmt"

type Number interface{ ~int | ~float64 }

func Sum[T Number](xs []T) T {
	var t T
	for _, x := range xs {
		t += x
	}
	return t
}

func First[T any](xs []T) T { return xs[0] }

func main() {
	fmt.Println(Sum([]string{"a"}))
	fmt.Println(First())
	var x = First[int, string]
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./err_generic_constraint2.go:18:17: string does not satisfy Number (string missing in ~int | ~float64)
// ./err_generic_constraint2.go:19:14: not enough arguments in call to First
// 	have ()
// 	want ([]T)
// ./err_generic_constraint2.go:20:21: got 2 type arguments but want 1
