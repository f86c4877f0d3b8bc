package main

import "fmt"

type Number interface {
	~int | ~float64
}

func Zero[T any]() T {
	var z T
	return z
}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

type Name string

func main() {
	z := Zero()
	fmt.Println(z)
	fmt.Println(Sum([]Name{"a", "b"}))
	fmt.Println(Sum([]int{1}, 2))
}

// Error:
// # command-line-arguments
// ./generics_err_cannot_infer_and_satisfy.go:25:11: in call to Zero, cannot infer T (/home/gopher/app/generics_err_cannot_infer_and_satisfy.go:9:11)
// ./generics_err_cannot_infer_and_satisfy.go:27:17: Name does not satisfy Number (Name missing in ~int | ~float64)
// ./generics_err_cannot_infer_and_satisfy.go:28:28: too many arguments in call to Sum
// 	have ([]int, number)
// 	want ([]T)
