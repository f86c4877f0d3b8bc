package main

import "fmt"

// A function literal's body is checked when its statement ends (types2 funcLit: check.later),
// after the rest of the statement: here the bad argument "three" is the 10th error gc reports,
// so it stops there, and the errors inside the literal are never printed.

func apply(f func(int) int, v int) int { return f(v) }

func main() {
	var a int = "1"
	var b int = "2"
	var c int = "3"
	var d int = "4"
	var e int = "5"
	var f int = "6"
	var g int = "7"
	var h int = "8"
	result := apply(func(n int) int {
		unused := n
		return n * "2"
	}, "three")
	fmt.Println(a, b, c, d, e, f, g, h, result)
}

// Error:
// # command-line-arguments
// ./err_too_many_errors_func_literal_body_after_statement.go:12:14: cannot use "1" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_func_literal_body_after_statement.go:13:14: cannot use "2" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_func_literal_body_after_statement.go:14:14: cannot use "3" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_func_literal_body_after_statement.go:15:14: cannot use "4" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_func_literal_body_after_statement.go:16:14: cannot use "5" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_func_literal_body_after_statement.go:17:14: cannot use "6" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_func_literal_body_after_statement.go:18:14: cannot use "7" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_func_literal_body_after_statement.go:19:14: cannot use "8" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_func_literal_body_after_statement.go:22:10: invalid operation: n * "2" (mismatched types int and untyped string)
// ./err_too_many_errors_func_literal_body_after_statement.go:23:5: cannot use "three" (untyped string constant) as int value in argument to apply
// ./err_too_many_errors_func_literal_body_after_statement.go:22:10: too many errors
