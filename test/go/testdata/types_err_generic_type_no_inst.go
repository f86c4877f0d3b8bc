package main

type Stack[T any] struct{ items []T }

func main() {
	var s Stack
	_ = s
}

// Error:
// # command-line-arguments
// ./types_err_generic_type_no_inst.go:6:8: cannot use generic type Stack[T any] without instantiation
