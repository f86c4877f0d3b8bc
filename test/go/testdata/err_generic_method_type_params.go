package main

import "fmt"

type Box[T any] struct{ v T }

func (b Box[T]) Get() T { return b.v }

func (b Box[T]) Map[U any](f func(T) U) Box[U] {
	return Box[U]{f(b.v)}
}

func main() {
	b := Box[int]{1}
	fmt.Println(b.Get())
}

// Error:
// # command-line-arguments
// ./err_generic_method_type_params.go:9:20: syntax error: method must have no type parameters
