package main

import "fmt"

type Pair[K comparable, V any] struct {
	k K
	v V
}

type Plain struct{}

func main() {
	var p Pair[int]
	var r Pair[int, string, bool]
	var t Plain[int]
	var u Plain[int, string]
	fmt.Println(p, r, t, u)
}

// Error:
// # command-line-arguments
// ./err_generic_type_args_position.go:13:8: not enough type arguments for type Pair: have 1, want 2
// ./err_generic_type_args_position.go:14:8: too many type arguments for type Pair: have 3, want 2
// ./err_generic_type_args_position.go:15:8: invalid operation: Plain[int] (Plain is not a generic type)
// ./err_generic_type_args_position.go:16:8: invalid operation: Plain[int, string] (Plain is not a generic type)
