package main

import "fmt"

type Number interface {
	~int | ~float64
}

func Max[T any](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func Index[T any](xs []T, x T) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}

func Has[K comparable, V Number](m map[K]V, limit V) bool {
	for _, v := range m {
		if v >= limit {
			return true
		}
	}
	return false
}

func Same[T fmt.Stringer](a T, b fmt.Stringer) bool {
	return b == a
}

func main() {
	fmt.Println(Max(1, 2), Index([]int{1}, 1))
}

// Error:
// # command-line-arguments
// ./err_generics_typeparam_compare.go:10:5: invalid operation: a > b (type parameter T cannot use operator >)
// ./err_generics_typeparam_compare.go:18:6: invalid operation: v == x (incomparable types in type set)
// ./err_generics_typeparam_compare.go:35:14: invalid operation: b == a (incomparable types in type set)
