package main

import "fmt"

type Number interface {
	~int | ~float64
}

type List[T any] struct {
	items []T
}

func (l *List[T]) Add(v T) { l.items = append(l.items, v) }


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
// ./err_generic_type_without_instantiation.go:26:8: cannot use generic type List[T any] without instantiation
// ./err_generic_type_without_instantiation.go:28:49: string does not satisfy Number (string missing in ~int | ~float64)
// ./err_generic_type_without_instantiation.go:30:8: cannot use "s" (untyped string constant) as int value in argument to x.Add
