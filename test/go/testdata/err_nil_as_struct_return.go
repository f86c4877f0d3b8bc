package main

import "fmt"

type Result struct {
	Requeue bool
}

func reconcile() (Result, error) {
	return nil, nil
}

func main() {
	fmt.Println(reconcile())
}

// Error:
// # command-line-arguments
// ./err_nil_as_struct_return.go:10:9: cannot use nil as Result value in return statement
