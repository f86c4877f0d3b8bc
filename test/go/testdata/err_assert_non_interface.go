package main

import "fmt"

type Dep struct{ Name string }

func main() {
	dep := Dep{}
	d, ok := dep.(*Dep)
	fmt.Println(d, ok)
}

// Error:
// # command-line-arguments
// ./err_assert_non_interface.go:9:11: invalid operation: dep (variable of struct type Dep) is not an interface
