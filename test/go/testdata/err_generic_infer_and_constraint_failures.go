package main

import "fmt"

type Number interface {
	~int | ~int64 | ~float64
}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Zero[T any]() T {
	var z T
	return z
}

func Max[T int | float64](a, b T) T {
	if a > b {
		return a
	}
	return b
}

type MyInt int

func main() {
	fmt.Println(Sum([]string{"a"}))
	fmt.Println(Zero())
	fmt.Println(Max(1, 2.5))
	fmt.Println(Max(MyInt(1), MyInt(2)))
	fmt.Println(Map([]int{1}, nil))
	fmt.Println(Sum[uint]([]uint{1}))
	var f = Sum
	fmt.Println(f)
}

// Error:
// # command-line-arguments
// ./err_generic_infer_and_constraint_failures.go:40:17: string does not satisfy Number (string missing in ~int | ~int64 | ~float64)
// ./err_generic_infer_and_constraint_failures.go:41:18: in call to Zero, cannot infer T (/home/gopher/app/err_generic_infer_and_constraint_failures.go:25:11)
// ./err_generic_infer_and_constraint_failures.go:43:17: MyInt does not satisfy int | float64 (possibly missing ~ for int in int | float64)
// ./err_generic_infer_and_constraint_failures.go:44:17: in call to Map, cannot infer U (/home/gopher/app/err_generic_infer_and_constraint_failures.go:17:13)
// ./err_generic_infer_and_constraint_failures.go:45:18: uint does not satisfy Number (uint missing in ~int | ~int64 | ~float64)
// ./err_generic_infer_and_constraint_failures.go:46:10: cannot use generic function Sum without instantiation
