package main

import (
	"fmt"
	"sort"
)

func main() {
	xs := []int{3, 1}
	sort.Slice(xs, func(i, j int) int { return xs[i] - xs[j] })
	fmt.Println(xs)
}

// Error:
// # command-line-arguments
// ./types_err_sort_slice_less.go:10:17: cannot use func(i, j int) int {…} (value of type func(i int, j int) int) as func(i int, j int) bool value in argument to sort.Slice
