package main

import (
	"fmt"
	"strings"
)

func main() {
	fmt.Printn("hello")
	fmt.Println(strings.toUpper("x"))
	fmt.Println(strings.Trimspace(" x "))
}

// Error:
// # command-line-arguments
// ./err_undefined_pkg_member.go:9:6: undefined: fmt.Printn
// ./err_undefined_pkg_member.go:10:22: undefined: strings.toUpper (but have ToUpper)
// ./err_undefined_pkg_member.go:11:22: undefined: strings.Trimspace (but have TrimSpace)
