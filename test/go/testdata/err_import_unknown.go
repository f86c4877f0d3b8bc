package main

import (
	"fmt"
	"github.com/example/nothere"
)

func main() {
	fmt.Println(nothere.X)
}

// Error:
// err_import_unknown.go:5:2: no required module provides package github.com/example/nothere: go.mod file not found in current directory or any parent directory; see 'go help modules'
