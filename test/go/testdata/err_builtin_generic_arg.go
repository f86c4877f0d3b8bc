package main

import "fmt"

func Double[T ~int | ~float64](x T) T { return x * 2 }

func Conv[S ~[]E, E any, R any](s S) []R { return nil }

func main() {
	var fs []func(int) int
	fs = append(fs, Double)
	fmt.Println(len(fs), len(Double))
	fs = append(fs, Conv[[]int])
}


// Error:
// # command-line-arguments
// ./err_builtin_generic_arg.go:11:18: cannot use generic function Double without instantiation
// ./err_builtin_generic_arg.go:12:27: cannot use generic function Double without instantiation
// ./err_builtin_generic_arg.go:13:22: cannot infer R (/home/gopher/app/err_builtin_generic_arg.go:7:26)
