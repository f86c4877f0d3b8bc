package main

import (
	"errors"
	"fmt"
)

type Result struct{ Requeue bool }

type Request struct{ Name, Namespace string }

func fetch(req Request) error {
	if req.Name == "" {
		return errors.New("empty name")
	}
	return nil
}

func Reconcile(req Request) (Result, error) {
	if err := fetch(req); err != nil {
		return err, Result{}
	}
	res, err := Reconcile
	if err != nil {
		return res
	}
	return Result{Requeue: true}
}

func main() {
	r, err := Reconcile(Request{Name: "a"})
	fmt.Println(r, err)
}

// Error:
// # command-line-arguments
// ./err_result_error_swapped.go:21:10: cannot use err (variable of interface type error) as Result value in return statement
// ./err_result_error_swapped.go:21:15: cannot use Result{} (value of struct type Result) as error value in return statement: Result does not implement error (missing method Error)
// ./err_result_error_swapped.go:23:14: assignment mismatch: 2 variables but 1 value
// ./err_result_error_swapped.go:27:9: not enough return values
// 	have (Result)
// 	want (Result, error)
