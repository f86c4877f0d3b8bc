package main

import (
	"fmt"
	"internal/poll"
	"internal/nothere"
	"os"
)

func main() {
	fmt.Println(poll.ErrNoDeadline, nothere.X, os.ErrNoDeadline)
}

// Error:
// err_import_internal_std_package.go:6:2: package internal/nothere is not in std (/usr/local/go/src/internal/nothere)
// package command-line-arguments
// 	err_import_internal_std_package.go:5:2: use of internal package internal/poll not allowed
