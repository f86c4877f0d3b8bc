package main

import "fmt"

func Index[T comparable](xs []T, v T) int {
	for i, x := range xs {
		if x == v {
			return i
		}
	}
	return -1
}

func main() {
	fmt.Println(Index([][]int{{1}}, []int{1}))
}

// Error:
// # command-line-arguments
// ./types_err_comparable_slice_key.go:15:19: []int does not satisfy comparable
