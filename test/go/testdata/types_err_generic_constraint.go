package main

import "fmt"

type Number interface {
	~int | ~float64
}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func main() {
	fmt.Println(Sum([]string{"a"}))
}

// Error:
// # command-line-arguments
// ./types_err_generic_constraint.go:18:17: string does not satisfy Number (string missing in ~int | ~float64)
