package main

import (
	"fmt"
	"unsafe"
)

func Size[T any](v T) uintptr {
	const n = unsafe.Sizeof(v)
	return n
}

func main() {
	fmt.Println(Size(1))
}

// Error:
// # command-line-arguments
// ./err_unsafe_sizeof_type_param_not_constant.go:9:12: unsafe.Sizeof(v) (value of type uintptr) is not constant
