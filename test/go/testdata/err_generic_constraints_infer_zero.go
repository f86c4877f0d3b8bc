package main

import "fmt"

type Stringer interface{ String() string }

func Join[T Stringer](xs []T) string {
	s := ""
	for _, x := range xs {
		s += x.String()
	}
	return s
}

type ID int

func Keys[K comparable, V any](m map[K]V) []K {
	var out []K
	for k := range m {
		out = append(out, k)
	}
	return out
}

func Zero[T any]() T {
	var z T
	return z
}

func main() {
	fmt.Println(Join([]ID{1, 2}))
	fmt.Println(Keys(map[[]int]string{}))
	fmt.Println(Zero())
	var f func(int) int = Zero[int]
	fmt.Println(f)
}

// Error:
// # command-line-arguments
// ./err_generic_constraints_infer_zero.go:31:18: in call to Join, T (type ID) does not satisfy Stringer (missing method String)
// ./err_generic_constraints_infer_zero.go:32:18: []int does not satisfy comparable
// ./err_generic_constraints_infer_zero.go:32:23: invalid map key type []int
// ./err_generic_constraints_infer_zero.go:33:18: in call to Zero, cannot infer T (/home/gopher/app/err_generic_constraints_infer_zero.go:25:11)
// ./err_generic_constraints_infer_zero.go:34:24: cannot use Zero[int] (value of type func() int) as func(int) int value in variable declaration
