package main

import "fmt"

func main() {
	n := 3
	if n {
		fmt.Println("n")
	}
	for n {
	}
	s := "a"
	fmt.Println(s + 1, -s, !n, n && true, s == 1, n / "x")
}

// Error:
// # command-line-arguments
// ./err_non_bool_cond_ops.go:7:5: non-boolean condition in if statement
// ./err_non_bool_cond_ops.go:10:6: non-boolean condition in for statement
// ./err_non_bool_cond_ops.go:13:14: invalid operation: s + 1 (mismatched types string and untyped int)
// ./err_non_bool_cond_ops.go:13:22: invalid operation: operator - not defined on s (variable of type string)
// ./err_non_bool_cond_ops.go:13:26: invalid operation: operator ! not defined on n (variable of type int)
// ./err_non_bool_cond_ops.go:13:29: invalid operation: n && true (mismatched types int and untyped bool)
// ./err_non_bool_cond_ops.go:13:45: invalid operation: s == 1 (mismatched types string and untyped int)
// ./err_non_bool_cond_ops.go:13:48: invalid operation: n / "x" (mismatched types int and untyped string)
