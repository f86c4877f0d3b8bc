package main

import "fmt"

func main() {
	m := map[string]int{"a": 1}
	fmt.Println(m[1])
}

// Error:
// # command-line-arguments
// ./types_err_slice_of_map_index.go:7:16: cannot use 1 (untyped int constant) as string value in map index
