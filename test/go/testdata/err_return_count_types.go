package main

import (
	"errors"
	"fmt"
)

func a() int {
	return 1, nil
}

func b() (int, error) {
	return errors.New("x")
}

func c() {
	return 5
}

func d() (n int, err error) {
	return "s", nil
}

func e() error {
	return "failed"
}

func f() *int {
	return 0
}

func main() {
	fmt.Println(a(), c())
	b()
	d()
	e()
	f()
}

// Error:
// # command-line-arguments
// ./err_return_count_types.go:9:12: too many return values
// 	have (number, nil)
// 	want (int)
// ./err_return_count_types.go:13:9: not enough return values
// 	have (error)
// 	want (int, error)
// ./err_return_count_types.go:17:9: too many return values
// 	have (number)
// 	want ()
// ./err_return_count_types.go:21:9: cannot use "s" (untyped string constant) as int value in return statement
// ./err_return_count_types.go:25:9: cannot use "failed" (constant of type string) as error value in return statement: string does not implement error (missing method Error)
// ./err_return_count_types.go:29:9: cannot use 0 (untyped int constant) as *int value in return statement
// ./err_return_count_types.go:33:19: c() (no value) used as value
