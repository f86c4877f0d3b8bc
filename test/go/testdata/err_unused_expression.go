package main

import (
	"fmt"
	"strings"
)

func main() {
	name := "web"
	name + "x"
	strings.ToUpper(name)
	name == "y"
	fmt.Println(name)
}

// Error:
// # command-line-arguments
// ./err_unused_expression.go:10:2: name + "x" (value of type string) is not used
// ./err_unused_expression.go:12:2: name == "y" (untyped bool value) is not used
