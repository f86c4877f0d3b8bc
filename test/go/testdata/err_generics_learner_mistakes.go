package main

import "fmt"

type Box[T any] struct{ v T }

func Map[T, U any](xs []T, f func(T) U) []U { return nil }

func Eq[T comparable](a, b T) bool { return a == b }

func Add[T any](a, b T) T { return a + b }

func New[T any]() T {
	var z T
	return z
}

func main() {
	var b Box
	fmt.Println(b)
	x := New()
	fmt.Println(Eq([]int{1}, []int{1}))
	fmt.Println(Eq(1, "a"))
	fmt.Println(Map([]int{1}, nil))
	fmt.Println(x, Add(1, 2))
}

// Error:
// # command-line-arguments
// ./err_generics_learner_mistakes.go:11:36: invalid operation: operator + not defined on a (variable of type T constrained by any)
// ./err_generics_learner_mistakes.go:19:8: cannot use generic type Box[T any] without instantiation
// ./err_generics_learner_mistakes.go:21:10: in call to New, cannot infer T (/home/gopher/app/err_generics_learner_mistakes.go:13:10)
// ./err_generics_learner_mistakes.go:22:16: []int does not satisfy comparable
// ./err_generics_learner_mistakes.go:23:20: in call to Eq, mismatched types untyped int and untyped string (cannot infer T)
// ./err_generics_learner_mistakes.go:24:17: in call to Map, cannot infer U (/home/gopher/app/err_generics_learner_mistakes.go:7:13)
