package main

import "fmt"

func main() {
	m := map[string][]int{}
	m["a"].append(1)
	fmt.Println(m)
}

// Error:
// # command-line-arguments
// ./types_err_map_of_slices_append.go:7:9: m["a"].append undefined (type []int has no field or method append)
