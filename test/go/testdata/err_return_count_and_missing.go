package main

import "errors"

func a() (int, error) {
	return 1
}

func b() error {
	return nil, errors.New("x")
}

func c() {
	return 5
}

func d(x int) int {
	if x > 0 {
		return 1
	} else if x < 0 {
		return -1
	}
}

func e() (n int, err error) {
	return
}

func f() int {
	for {
		break
	}
}

func main() { a(); b(); c(); d(1); e(); f() }

// Error:
// # command-line-arguments
// ./err_return_count_and_missing.go:6:9: not enough return values
// 	have (number)
// 	want (int, error)
// ./err_return_count_and_missing.go:10:14: too many return values
// 	have (nil, error)
// 	want (error)
// ./err_return_count_and_missing.go:14:9: too many return values
// 	have (number)
// 	want ()
// ./err_return_count_and_missing.go:23:1: missing return
// ./err_return_count_and_missing.go:33:1: missing return
