package main

import (
	"fmt"
	"foo/bar"
)

func main() {
	fmt.Println(bar.X)
}

// Error:
// err_import_not_in_std.go:5:2: package foo/bar is not in std (/usr/local/go/src/foo/bar)
