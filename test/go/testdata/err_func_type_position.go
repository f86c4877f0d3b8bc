package main

import "fmt"

type Set[T comparable] map[T]struct{}

type Handler func(string) error

func main() {
	m := map[func()]int{}
	h := map[Handler]bool{}
	var s Set[func(int) bool]
	var e error
	f := e.(func())
	var n int = func() {}
	var k map[func(string) error]string
	fmt.Println(m, h, s, f, n, k)
}

// Error:
// # command-line-arguments
// ./err_func_type_position.go:10:15: invalid map key type func()
// ./err_func_type_position.go:11:11: invalid map key type Handler
// ./err_func_type_position.go:12:16: func(int) bool does not satisfy comparable
// ./err_func_type_position.go:14:7: impossible type assertion: e.(func())
// 	func() does not implement error (missing method Error)
// ./err_func_type_position.go:15:14: cannot use func() {} (value of type func()) as int value in variable declaration
// ./err_func_type_position.go:16:16: invalid map key type func(string) error
