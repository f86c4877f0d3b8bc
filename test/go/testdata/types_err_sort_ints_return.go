package main

import (
	"fmt"
	"sort"
)

func main() {
	xs := []int{3, 1, 2}
	sorted := sort.Ints(xs)
	fmt.Println(sorted)
}

// Error:
// # command-line-arguments
// ./types_err_sort_ints_return.go:10:12: sort.Ints(xs) (no value) used as value
