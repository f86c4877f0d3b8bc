package main

import (
	"fmt"
	"strconv"
)

func main() {
	n := strconv.Atoi("5")
	fmt.Println(n + 1)
}

// Error:
// # command-line-arguments
// ./types_err_atoi_single_value.go:9:7: assignment mismatch: 1 variable but strconv.Atoi returns 2 values
