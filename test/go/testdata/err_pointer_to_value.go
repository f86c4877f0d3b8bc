package main

import "fmt"

type Deployment struct{ Name string }

func main() {
	dep := Deployment{Name: "web"}
	var copyDep Deployment = &dep
	fmt.Println(copyDep)
}

// Error:
// # command-line-arguments
// ./err_pointer_to_value.go:9:27: cannot use &dep (value of type *Deployment) as Deployment value in variable declaration
