package main

import "fmt"

type P struct{ X int }

func main() {
	p := P{1}
	if p == nil {
		fmt.Println("nil")
	}
}

// Error:
// # command-line-arguments
// ./types_err_map_nil_compare.go:9:10: invalid operation: p == nil (mismatched types P and untyped nil)
