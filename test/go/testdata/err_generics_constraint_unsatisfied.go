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

func Keys[K comparable, V any](m map[K]V) []K {
	var out []K
	for k := range m {
		out = append(out, k)
	}
	return out
}

func main() {
	fmt.Println(Sum([]string{"a"}))
	fmt.Println(Sum([]int{1}, 2))
	fmt.Println(Keys[int](map[string]int{}))
	var f = Sum
	fmt.Println(f)
}

// Error:
// # command-line-arguments
// ./err_generics_constraint_unsatisfied.go:26:17: string does not satisfy Number (string missing in ~int | ~float64)
// ./err_generics_constraint_unsatisfied.go:27:28: too many arguments in call to Sum
// 	have ([]int, number)
// 	want ([]T)
// ./err_generics_constraint_unsatisfied.go:28:24: in call to Keys[int], type map[string]int of map[string]int{} does not match map[int]V
// ./err_generics_constraint_unsatisfied.go:29:10: cannot use generic function Sum without instantiation
