package main

type List[T any] struct{ items []T }

func (l *List[T]) Add(v T) { l.items = append(l.items, v) }

func main() {
	var l List[int]
	l.Add("x")
}

// Error:
// ./generic_method_on_instance.go:9:8: cannot use "x" (untyped string constant) as int value in argument to l.Add
