package main

import "fmt"

func main() {
	const limit = 10
	limit = 20
	fmt.Println(limit)
}

// Error:
// # command-line-arguments
// ./err_assign_to_range_string.go:7:2: cannot assign to limit (neither addressable nor a map index expression)
