// Go 1.21 inference in a go 1.20 module: a generic function passed as an argument is refused.
package main

import (
	"fmt"
	"slices"
	"strconv"
)

func apply[T, U any](xs []T, f func(T) U) []U {
	var out []U
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func double[T int | float64](x T) T { return x * 2 }

func main() {
	fmt.Println(apply([]int{1, 2}, double))
	fmt.Println(apply([]int{1, 2}, strconv.Itoa), slices.Index([]int{1}, 1))
}

// Error:
// # example.com/app
// ./main.go:21:33: implicitly instantiated function as argument requires go1.21 or later (-lang was set to go1.20; check go.mod)
