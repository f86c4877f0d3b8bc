package main

import (
	"fmt"
	str "strings"
)

func main() {
	fmt.Println("x")
}

// Error:
// # command-line-arguments
// ./types_err_unused_import_alias.go:5:2: "strings" imported as str and not used
