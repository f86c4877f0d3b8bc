package main

import "fmt"

// Inside a function, an embedded field's shape (a pointer to an interface) and a variable whose
// type is a constraint interface are checked when the statement ends (types2 struct.go and
// validVarType: check.later), after the statement's other errors. gc stops at its 10th reported
// error, so which errors are printed, and where "too many errors" points, depend on that order.

type Logger interface{ Log(string) }

type Number interface{ ~int | ~float64 }

func main() {
	var a int = "1"
	var b int = "2"
	var c int = "3"
	var d int = "4"
	var e int = "5"
	var f int = "6"
	var g int = "7"
	fmt.Println(a, b, c, d, e, f, g)
	type Service struct {
		*Logger
		name string
		name int
	}
	var limit Number = undefinedLimit
	fmt.Println(Service{}, limit)
}

// Error:
// # command-line-arguments
// ./err_too_many_errors_local_type_checks_after_statement.go:15:14: cannot use "1" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_local_type_checks_after_statement.go:16:14: cannot use "2" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_local_type_checks_after_statement.go:17:14: cannot use "3" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_local_type_checks_after_statement.go:18:14: cannot use "4" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_local_type_checks_after_statement.go:19:14: cannot use "5" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_local_type_checks_after_statement.go:20:14: cannot use "6" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_local_type_checks_after_statement.go:21:14: cannot use "7" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_local_type_checks_after_statement.go:24:3: embedded field type cannot be a pointer to an interface
// ./err_too_many_errors_local_type_checks_after_statement.go:26:3: name redeclared
// 	./err_too_many_errors_local_type_checks_after_statement.go:25:3: other declaration of name
// ./err_too_many_errors_local_type_checks_after_statement.go:28:21: undefined: undefinedLimit
// ./err_too_many_errors_local_type_checks_after_statement.go:28:21: too many errors
