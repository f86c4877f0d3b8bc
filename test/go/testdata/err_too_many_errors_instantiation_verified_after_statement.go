package main

import "fmt"

// Inside a function an instantiation is verified when its statement ends, after the statement's
// other errors: undefinedX is the 9th error reported and the unsatisfied constraint the 10th, where
// gc stops with "too many errors" (at the constraint error's position).

type Number interface{ ~int | ~float64 }

func Max[T Number](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func main() {
	var a int = "1"
	var b int = "2"
	var c int = "3"
	var d int = "4"
	var e int = "5"
	var f int = "6"
	var g int = "7"
	var h int = "8"
	fmt.Println(Max[string]("a", "b"), undefinedX)
	fmt.Println(a, b, c, d, e, f, g, h)
}

// Error:
// # command-line-arguments
// ./err_too_many_errors_instantiation_verified_after_statement.go:19:14: cannot use "1" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_instantiation_verified_after_statement.go:20:14: cannot use "2" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_instantiation_verified_after_statement.go:21:14: cannot use "3" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_instantiation_verified_after_statement.go:22:14: cannot use "4" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_instantiation_verified_after_statement.go:23:14: cannot use "5" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_instantiation_verified_after_statement.go:24:14: cannot use "6" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_instantiation_verified_after_statement.go:25:14: cannot use "7" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_instantiation_verified_after_statement.go:26:14: cannot use "8" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_instantiation_verified_after_statement.go:27:18: string does not satisfy Number (string missing in ~int | ~float64)
// ./err_too_many_errors_instantiation_verified_after_statement.go:27:37: undefined: undefinedX
// ./err_too_many_errors_instantiation_verified_after_statement.go:27:18: too many errors
