package main

import "fmt"

type Result struct {
	Requeue bool
}

func reconcile() (Result, error) {
	return Result{}, Result{}
}

func main() {
	fmt.Println(reconcile())
}

// Error:
// # command-line-arguments
// ./err_struct_as_error.go:10:19: cannot use Result{} (value of struct type Result) as error value in return statement: Result does not implement error (missing method Error)
