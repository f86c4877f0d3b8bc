package main

import (
	"fmt"
	"strings"
)

func main() {
	strings := []string{"a"}
	fmt.Println(strings.Join(strings, ","))
}

// Error:
// # command-line-arguments
// ./types_err_shadowed_package.go:5:2: "strings" imported and not used
// ./types_err_shadowed_package.go:10:22: strings.Join undefined (type []string has no field or method Join)
