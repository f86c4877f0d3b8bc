// Wrong numbers of return values in a reconciler-style helper: have (...) want (...).
package main

import (
	"errors"
	"fmt"
)

func get(name string) (string, error) {
	if name == "" {
		return errors.New("empty")
	}
	return name, nil, nil
}

func count() (n int, err error) {
	return
}

func find() (int, bool) {
	for i := 0; i < 3; i++ {
		if i == 2 {
			return i, true
		}
	}
}

func main() {
	v := get("x")
	a, b, c := count()
	x, err := fmt.Println("x"), nil
	fmt.Println(v, a, b, c, x, err, find)
}

// Error:
// # command-line-arguments
// ./err_return_count_reconciler.go:11:10: not enough return values
// 	have (error)
// 	want (string, error)
// ./err_return_count_reconciler.go:13:20: too many return values
// 	have (string, nil, nil)
// 	want (string, error)
// ./err_return_count_reconciler.go:26:1: missing return
// ./err_return_count_reconciler.go:29:7: assignment mismatch: 1 variable but get returns 2 values
// ./err_return_count_reconciler.go:30:13: assignment mismatch: 3 variables but count returns 2 values
// ./err_return_count_reconciler.go:31:12: multiple-value fmt.Println("x") (value of type (n int, err error)) in single-value context
// ./err_return_count_reconciler.go:31:30: use of untyped nil in assignment
