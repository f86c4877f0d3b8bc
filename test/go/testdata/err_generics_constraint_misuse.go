package main

import "fmt"

type Number interface {
	~int | ~int64 | ~float64
}

type Set[K comparable] map[K]struct{}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Eq[T any](a, b T) bool { return a == b }

func Keys[K comparable, V any](m map[K]V) []K { return nil }

type Pair[A, B any] struct {
	First  A
	Second B
}

func (p Pair[A, B]) Swap[C any]() Pair[B, A] { return Pair[B, A]{p.Second, p.First} }

func main() {
	var n Number
	var s Set
	fmt.Println(Sum([]string{"a"}))
	fmt.Println(Keys[string, int, bool](nil))
	p := Pair[int]{1, 2}
	f := Sum
	fmt.Println(n, s, p, f, Eq(1, 2))
}

// Error:
// # command-line-arguments
// ./err_generics_constraint_misuse.go:28:25: syntax error: method must have no type parameters
