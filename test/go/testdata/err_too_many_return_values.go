package main

import "fmt"

type Result struct{ Requeue bool }

func reconcile(name string) (Result, error) {
	return Result{}, nil, nil
}

func main() {
	fmt.Println(reconcile("x"))
}

// Error:
// # command-line-arguments
// ./err_too_many_return_values.go:8:24: too many return values
// 	have (Result, nil, nil)
// 	want (Result, error)
