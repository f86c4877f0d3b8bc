package main

import (
	"errors"
	"fmt"
)

func one() error {
	return nil, nil
}

func two() (int, error) {
	return errors.New("x")
}

func none() {
	return 1
}

func named() (n int, err error) {
	return n
}

func three() (a, b, c int) {
	return two()
}

func main() {
	fmt.Println(one(), none)
	x := two()
	fmt.Println(x, named, three)
}

// Error:
// # command-line-arguments
// ./err_return_count_shapes.go:9:14: too many return values
// 	have (nil, nil)
// 	want (error)
// ./err_return_count_shapes.go:13:9: not enough return values
// 	have (error)
// 	want (int, error)
// ./err_return_count_shapes.go:17:9: too many return values
// 	have (number)
// 	want ()
// ./err_return_count_shapes.go:21:9: not enough return values
// 	have (int)
// 	want (int, error)
// ./err_return_count_shapes.go:25:9: not enough return values
// 	have (int, error)
// 	want (int, int, int)
// ./err_return_count_shapes.go:30:7: assignment mismatch: 1 variable but two returns 2 values
