package main

import (
	"fmt"
	"unsafe"
)

func main() {
	var x int64
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./err_unsafe_imported_not_used.go:5:2: "unsafe" imported and not used
