package main

import (
	"errors"
	"fmt"
)

func div(a, b int) (int, error) {
	if b == 0 {
		return errors.New("div by zero")
	}
	return a / b
}

func name() string {
	return "a", nil
}

func noResult() {
	return 1
}

func main() {
	q := div(1, 2)
	a, b, c := div(4, 2)
	fmt.Println(q, a, b, c, name())
	noResult()
}

// Error:
// # command-line-arguments
// ./err_return_values_mismatch.go:10:10: not enough return values
// 	have (error)
// 	want (int, error)
// ./err_return_values_mismatch.go:12:9: not enough return values
// 	have (int)
// 	want (int, error)
// ./err_return_values_mismatch.go:16:14: too many return values
// 	have (string, nil)
// 	want (string)
// ./err_return_values_mismatch.go:20:9: too many return values
// 	have (number)
// 	want ()
// ./err_return_values_mismatch.go:24:7: assignment mismatch: 1 variable but div returns 2 values
// ./err_return_values_mismatch.go:25:13: assignment mismatch: 3 variables but div returns 2 values
