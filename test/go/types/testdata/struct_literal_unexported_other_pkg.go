package main

import "strings"

func main() {
	_ = strings.Builder{buf: nil}
}

// Error:
// ./struct_literal_unexported_other_pkg.go:6:22: cannot refer to unexported field buf in struct literal of type strings.Builder
