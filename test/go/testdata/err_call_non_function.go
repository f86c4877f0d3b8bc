package main

import "fmt"

type Dep struct{ Name string }

func main() {
	dep := Dep{Name: "x"}
	fmt.Println(dep.Name())
}

// Error:
// # command-line-arguments
// ./err_call_non_function.go:9:14: invalid operation: cannot call non-function dep.Name (variable of type string)
