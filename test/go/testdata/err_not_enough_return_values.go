package main

import "fmt"

type Result struct{ Requeue bool }

func reconcile(name string) (Result, error) {
	if name == "" {
		return Result{}
	}
	return Result{}, nil
}

func main() {
	fmt.Println(reconcile("x"))
}

// Error:
// # command-line-arguments
// ./err_not_enough_return_values.go:9:10: not enough return values
// 	have (Result)
// 	want (Result, error)
