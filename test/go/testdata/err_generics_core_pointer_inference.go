package main

import "fmt"

type Setter[T any] interface {
	*T
	Set(string)
}

type V struct{}

func (v V) Set(string) {}

func Parse[T any, PT Setter[T]](s string) T { var t T; PT(&t).Set(s); return t }

func Pair[T any](a, b T) {}

func Ptr[T any](p *T) {}

func main() {
	Parse[V]("x")
	Pair(1, "a")
	Pair(1, 2.5)
	Ptr(nil)
	var x interface{ ~int }
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./err_generics_core_pointer_inference.go:22:10: in call to Pair, mismatched types untyped int and untyped string (cannot infer T)
// ./err_generics_core_pointer_inference.go:24:5: in call to Ptr, cannot infer T (/home/gopher/app/err_generics_core_pointer_inference.go:18:10)
// ./err_generics_core_pointer_inference.go:25:8: cannot use type interface{~int} outside a type constraint: interface contains type constraints
