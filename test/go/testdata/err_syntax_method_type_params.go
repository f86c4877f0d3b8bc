package main

type List[T any] struct{ items []T }

func (l *List[T]) Map[U any](f func(T) U) []U { return nil }

func main() {
	var l List[int]
	_ = l
}

// Error:
// # command-line-arguments
// ./err_syntax_method_type_params.go:5:22: syntax error: method must have no type parameters
