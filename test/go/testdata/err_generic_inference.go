package main

import "fmt"

func Map[T, U any](xs []T, f func(T) U) []U {
	var out []U
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Zero[T any]() T {
	var z T
	return z
}

func main() {
	fmt.Println(Zero())
	fmt.Println(Map([]int{1}, nil))
}

// Error:
// # command-line-arguments
// ./err_generic_inference.go:19:18: in call to Zero, cannot infer T (/home/gopher/app/err_generic_inference.go:13:11)
// ./err_generic_inference.go:20:17: in call to Map, cannot infer U (/home/gopher/app/err_generic_inference.go:5:13)
