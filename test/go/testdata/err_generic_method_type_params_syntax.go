package main

import "fmt"

type Number interface {
	~int | ~float64
}

type List[T any] struct {
	items []T
}

func (l *List[T]) Add(v T) { l.items = append(l.items, v) }

func (l *List[T]) Map[U any](f func(T) U) []U { return nil }

func Max[T Number](a, b T) T {
	if a > b {
		return a
	}
	return b
}

type MyInt int

func main() {
	var l List
	l.Add(1)
	fmt.Println(Max(1, 2.5), Max(MyInt(1), 2), Max[string]("a", "b"))
	var x List[int]
	x.Add("s")
	fmt.Println(Max(1, MyInt(2)))
}

// Error:
// # command-line-arguments
// ./err_generic_method_type_params_syntax.go:15:22: syntax error: method must have no type parameters
