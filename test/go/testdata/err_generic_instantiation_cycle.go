package main

import "fmt"

func f[T any](n int, x T) {
	if n > 0 {
		f[[]T](n-1, []T{x})
	}
	fmt.Println(n)
}

func main() {
	f(3, 1)
}

// Error:
// # command-line-arguments
// ./err_generic_instantiation_cycle.go:5:8: instantiation cycle:
// 	./err_generic_instantiation_cycle.go:7:5: T instantiated as []T
