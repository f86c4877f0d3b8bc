package main

import (
	"fmt"
	"strings"
)

func main() {
	var b strings.Builder
	b.WriteString("x")
	s := b.String
	fmt.Println(s + "y")
}

// Error:
// # command-line-arguments
// ./types_err_strings_builder_copy.go:12:14: invalid operation: s + "y" (mismatched types func() string and untyped string)
