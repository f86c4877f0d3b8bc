package main

import (
	"fmt"
	"strconv"
)

type Result struct{ Requeue bool }

func reconcile(name string) (Result, error) {
	n, err := strconv.Atoi(name)
	if err != nil {
		return err
	}
	if n > 5 {
		return Result{Requeue: true}
	}
	return Result{}, nil, nil
}

func main() {
	r, err := reconcile("3")
	fmt.Println(r, err)
}

// Error:
// # command-line-arguments
// ./err_return_missing_values.go:13:10: not enough return values
// 	have (error)
// 	want (Result, error)
// ./err_return_missing_values.go:16:10: not enough return values
// 	have (Result)
// 	want (Result, error)
// ./err_return_missing_values.go:18:24: too many return values
// 	have (Result, nil, nil)
// 	want (Result, error)
