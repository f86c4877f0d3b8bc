package main

import (
	"fmt"
	"unsafe"
)

type Inner struct{ X int }

func (Inner) M() {}

type Outer struct {
	*Inner
	Y int
}

func main() {
	var o Outer
	var n int
	fmt.Println(unsafe.Offsetof(n))
	fmt.Println(unsafe.Offsetof(o.X))
	fmt.Println(unsafe.Offsetof(o.M))
	fmt.Println(unsafe.Offsetof(o.Z))
	fmt.Println(unsafe.Sizeof(Outer))
	fmt.Println(unsafe.Add)
}

// Error:
// # command-line-arguments
// ./err_unsafe_offsetof_misuse.go:20:30: invalid argument: n is not a selector expression
// ./err_unsafe_offsetof_misuse.go:21:30: invalid argument: field X is embedded via a pointer in Outer
// ./err_unsafe_offsetof_misuse.go:22:30: invalid argument: o.M is a method value
// ./err_unsafe_offsetof_misuse.go:23:30: invalid argument: Outer has no single field Z
// ./err_unsafe_offsetof_misuse.go:24:28: Outer (type) is not an expression
// ./err_unsafe_offsetof_misuse.go:25:14: unsafe.Add (built-in) must be called
