package main

import "fmt"

func Map[T, U any](xs []T, f func(T) U) []U { return nil }

func Pair[K comparable, V any](k K, v V) map[K]V { return map[K]V{k: v} }

func New[T any]() *T { return new(T) }

type List[T any] []T


func main() {
	fmt.Println(Map([]int{1}, nil))
	fmt.Println(New())
	var x = Pair[string]
	_ = x
}

// Error:
// # command-line-arguments
// ./err_generics_cannot_infer_nil_func.go:15:17: in call to Map, cannot infer U (/home/gopher/app/err_generics_cannot_infer_nil_func.go:5:13)
// ./err_generics_cannot_infer_nil_func.go:16:17: in call to New, cannot infer T (/home/gopher/app/err_generics_cannot_infer_nil_func.go:9:10)
// ./err_generics_cannot_infer_nil_func.go:17:14: cannot infer V (/home/gopher/app/err_generics_cannot_infer_nil_func.go:7:25)
