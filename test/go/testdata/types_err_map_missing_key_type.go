package main

import "fmt"

func main() {
	m := map[string]int{}
	m[1] = 2
	var k []int
	m2 := map[[]int]bool{}
	fmt.Println(m, k, m2)
}

// Error:
// # command-line-arguments
// ./types_err_map_missing_key_type.go:7:4: cannot use 1 (untyped int constant) as string value in map index
// ./types_err_map_missing_key_type.go:9:12: invalid map key type []int
