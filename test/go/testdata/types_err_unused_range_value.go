package main

import "fmt"

func main() {
	m := map[string]int{"a": 1}
	for k, v := range m {
		fmt.Println(k)
	}
}

// Error:
// # command-line-arguments
// ./types_err_unused_range_value.go:7:9: declared and not used: v
