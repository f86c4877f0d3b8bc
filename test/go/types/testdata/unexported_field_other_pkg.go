package main

import "strings"

func main() {
	var b strings.Builder
	_ = b.buf
}

// Error:
// ./unexported_field_other_pkg.go:7:8: b.buf undefined (cannot refer to unexported field buf)
