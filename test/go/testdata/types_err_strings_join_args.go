package main

import (
	"fmt"
	"strings"
)

func main() {
	fmt.Println(strings.Join("a", "b"))
}

// Error:
// # command-line-arguments
// ./types_err_strings_join_args.go:9:27: cannot use "a" (untyped string constant) as []string value in argument to strings.Join
