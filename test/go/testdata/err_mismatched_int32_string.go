package main

import "fmt"

func main() {
	var n int32 = 3
	if n == "3" {
		fmt.Println("equal")
	}
}

// Error:
// # command-line-arguments
// ./err_mismatched_int32_string.go:7:10: invalid operation: n == "3" (mismatched types int32 and untyped string)
