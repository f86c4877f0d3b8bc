package main

import "fmt"

func main() {
	x := 1
	x == 2
	fmt.Sprintf("%d", x)
}

// Error:
// # command-line-arguments
// ./types_err_fmt_println_unused_result.go:7:2: x == 2 (untyped bool value) is not used
