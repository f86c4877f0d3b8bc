package main

import "fmt"

func Zero[T any]() T {
	var z T
	return z
}

func Convert[From, To any](f From, conv func(From) To) To { return conv(f) }

func main() {
	x := Zero()
	fmt.Println(x)
	y := Convert(3, nil)
	fmt.Println(y)
}

// Error:
// # command-line-arguments
// ./err_generics_cannot_infer.go:13:11: in call to Zero, cannot infer T (/home/gopher/app/err_generics_cannot_infer.go:5:11)
// ./err_generics_cannot_infer.go:15:14: in call to Convert, cannot infer To (/home/gopher/app/err_generics_cannot_infer.go:10:20)
