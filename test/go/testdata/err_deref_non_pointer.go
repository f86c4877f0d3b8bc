package main

import "fmt"

type Dep struct{ Name string }

func main() {
	dep := Dep{Name: "x"}
	fmt.Println(*dep.Name)
}

// Error:
// # command-line-arguments
// ./err_deref_non_pointer.go:9:15: invalid operation: cannot indirect dep.Name (variable of type string)
