package main

import (
	"fmt"
	"strings"
)

func main() {
	fmt.Println(strings.cutPrefixes("x"))
	var b strings.Builder
	fmt.Println(b.buf)
}

// Error:
// # command-line-arguments
// ./types_err_unexported_pkg_member.go:9:22: undefined: strings.cutPrefixes
// ./types_err_unexported_pkg_member.go:11:16: b.buf undefined (cannot refer to unexported field buf)
