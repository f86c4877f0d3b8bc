package main

import "errors"

func get() (string, error) {
	return "x"
}

func check() error {
	return "bad", errors.New("x")
}

func none() {
	return 1
}

func main() {
	get()
	check()
	none()
}

// Error:
// # command-line-arguments
// ./err_return_count_mismatch.go:6:9: not enough return values
// 	have (string)
// 	want (string, error)
// ./err_return_count_mismatch.go:10:16: too many return values
// 	have (string, error)
// 	want (error)
// ./err_return_count_mismatch.go:14:9: too many return values
// 	have (number)
// 	want ()
