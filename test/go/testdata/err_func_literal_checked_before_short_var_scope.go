package main

import "fmt"

// A function literal on the right of := or in a var declaration is checked before the names
// being declared come into scope (types2 shortVarDecl and declStmt run processDelayed first),
// so a literal cannot call the variable it initialises; one declared with var first can.

func main() {
	fact := func(n int) int {
		if n <= 1 {
			return 1
		}
		return n * fact(n-1)
	}
	var fib = func(n int) int {
		if n < 2 {
			return n
		}
		return fib(n-1) + fib(n-2)
	}
	var ok func(int) int
	ok = func(n int) int {
		if n == 0 {
			return 0
		}
		return ok(n - 1)
	}
	a, b := func() int { unusedInLiteral := 1; return 2 }(), 3
	fmt.Println(fact(5), fib(10), ok(3), a)
}

// Error:
// # command-line-arguments
// ./err_func_literal_checked_before_short_var_scope.go:14:14: undefined: fact
// ./err_func_literal_checked_before_short_var_scope.go:20:10: undefined: fib
// ./err_func_literal_checked_before_short_var_scope.go:29:5: declared and not used: b
// ./err_func_literal_checked_before_short_var_scope.go:29:23: declared and not used: unusedInLiteral
