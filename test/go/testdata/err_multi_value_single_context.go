package main

import (
	"fmt"
	"strconv"
)

func main() {
	n := strconv.Atoi("3") + 1
	fmt.Println(n)
}

// Error:
// # command-line-arguments
// ./err_multi_value_single_context.go:9:7: multiple-value strconv.Atoi("3") (value of type (int, error)) in single-value context
