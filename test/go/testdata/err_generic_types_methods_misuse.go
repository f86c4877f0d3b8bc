package main

import "fmt"

type List[T any] struct{ items []T }

func (l *List[T]) Map[U any](f func(T) U) []U { return nil }

type Num interface{ ~int | ~float64 }

type Pair[K comparable, V any] struct {
	K K
	V V
}

func Sum[T Num](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Use[T fmt.Stringer](x T) string { return x.String() }

type S struct{}

func main() {
	var p Pair[[]int, int]
	fmt.Println(Sum[string]("a"))
	fmt.Println(Use(S{}))
	fmt.Println(Use(3))
	var n Num = 3
	type Local[T any] struct{ v T }
	fmt.Println(p, n)
	var l List[int]
	l.items = append(l.items, "x")
	f := Sum
	_ = f
	var q Pair[string]
	_ = q
}

// Error:
// # command-line-arguments
// ./err_generic_types_methods_misuse.go:7:22: syntax error: method must have no type parameters
