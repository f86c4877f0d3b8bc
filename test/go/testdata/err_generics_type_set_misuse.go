package main

import "fmt"

type Number interface {
	~int | ~float64
}

type Box[T any] struct{ v T }

func (b Box[T]) Get() T { return b.v }

func (b Box[T]) Map[U any](f func(T) U) Box[U] { return Box[U]{f(b.v)} }

func Sum[T Number](xs []T) T {
	var t T
	for _, x := range xs {
		t += x
	}
	return t
}

func main() {
	fmt.Println(Sum([]string{"a"}))
	var n Number
	fmt.Println(n)
}

// Error:
// # command-line-arguments
// ./err_generics_type_set_misuse.go:13:20: syntax error: method must have no type parameters
