package main

import (
	"fmt"
	"slices"
)

func Map[T, U any](xs []T, f func(T) U) []U { return nil }

func main() {
	fmt.Println(slices.Reverse)
	f := Map
	var g func([]int, func(int) string) []string = Map
	_ = g
	fmt.Println(f)
}

// Error:
// # command-line-arguments
// ./err_generic_func_value_not_instantiated.go:11:13: in call to fmt.Println, cannot infer S ($GOROOT/src/slices/slices.go:466:14)
// ./err_generic_func_value_not_instantiated.go:12:7: cannot use generic function Map without instantiation
