package main

import "fmt"

// The number of type arguments of a generic type is checked with the instance, later (types2
// instantiatedType: check.later): inside a function when the statement ends, after the
// statement's other errors. Here the undefined initialiser is the 10th error reported, so gc
// stops there and never reports the extra type argument.

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

var global Pair[int] = undefinedGlobal

func main() {
	var a int = "1"
	var b int = "2"
	var c int = "3"
	var d int = "4"
	var e int = "5"
	var f int = "6"
	var g int = "7"
	fmt.Println(a, b, c, d, e, f, g)
	var p Pair[int, string, bool] = undefinedPair
	fmt.Println(p)
}

// Error:
// # command-line-arguments
// ./err_too_many_errors_type_argument_count_checked_later.go:15:12: not enough type arguments for type Pair: have 1, want 2
// ./err_too_many_errors_type_argument_count_checked_later.go:15:24: undefined: undefinedGlobal
// ./err_too_many_errors_type_argument_count_checked_later.go:18:14: cannot use "1" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_type_argument_count_checked_later.go:19:14: cannot use "2" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_type_argument_count_checked_later.go:20:14: cannot use "3" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_type_argument_count_checked_later.go:21:14: cannot use "4" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_type_argument_count_checked_later.go:22:14: cannot use "5" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_type_argument_count_checked_later.go:23:14: cannot use "6" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_type_argument_count_checked_later.go:24:14: cannot use "7" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_type_argument_count_checked_later.go:26:34: undefined: undefinedPair
// ./err_too_many_errors_type_argument_count_checked_later.go:26:34: too many errors
