package main

import "fmt"

func Map[T, U any](xs []T, f func(T) U) []U { return nil }

func Pair[K comparable, V any](k K, v V) map[K]V { return map[K]V{k: v} }

func New[T any]() *T { return new(T) }

type List[T any] []T

func (l List[T]) Map[U any](f func(T) U) List[U] { return nil }

func main() {
	fmt.Println(Map([]int{1}, nil))
	fmt.Println(New())
	var x = Pair[string]
	_ = x
}

// Error:
// # command-line-arguments
// ./err_generics_infer_method_type_params.go:13:21: syntax error: method must have no type parameters
