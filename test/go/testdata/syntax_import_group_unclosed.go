package main

import (
	"fmt"
	"strings"

func main() {
	fmt.Println(strings.ToUpper("x"))
}

// Error:
// syntax_import_group_unclosed.go:7:1: missing import path
