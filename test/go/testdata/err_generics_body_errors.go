package main

import "fmt"

func Sum[T int | float64](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s + "x"
}

func Conv[T ~string](s T) []byte {
	return len(s)
}

func Zero[T any]() T {
	return nil
}

func Deref[T any](p *T) T {
	return p
}

func Call[T fmt.Stringer](v T) string {
	return v.Name()
}

func main() {
	fmt.Println(Sum([]int{1}), Conv("a"), Zero[int](), Deref(new(int)), Call[fmt.Stringer](nil))
}

// Error:
// # command-line-arguments
// ./err_generics_body_errors.go:10:9: invalid operation: s + "x" (mismatched types T and untyped string)
// ./err_generics_body_errors.go:14:9: cannot use len(s) (value of type int) as []byte value in return statement
// ./err_generics_body_errors.go:18:9: cannot use nil as T value in return statement
// ./err_generics_body_errors.go:22:9: cannot use p (variable of type *T) as T value in return statement
// ./err_generics_body_errors.go:26:11: v.Name undefined (type T has no field or method Name)
