package main

import "fmt"

func main() {
	s := "abc"
	for _, r := range s {
		if r == "a" {
			fmt.Println("found")
		}
	}
}

// Error:
// # command-line-arguments
// ./types_err_rune_string_mismatch.go:8:11: invalid operation: r == "a" (mismatched types rune and untyped string)
