package main

import (
	"fmt"
	"time"
)

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

func reconcile(n int) (Result, error) {
	if n == 0 {
		return Result{Requeue: 1}, nil
	}
	if n == 1 {
		return Result{RequeueAfter: 30, Requeue: true, RequeueAfter: 5}, fmt.Errorf("retry")
	}
	if n == 2 {
		return Result{true, 5 * time.Second, nil}
	}
	if n == 3 {
		return Result{RequeueAfter: time.Second * n}, nil
	}
	if n == 4 {
		return Result{}, "failed"
	}
	return nil, nil
}

func main() { fmt.Println(reconcile(0)) }

// Error:
// # command-line-arguments
// ./err_ctrl_result_literal_misuse.go:15:26: cannot use 1 (untyped int constant) as bool value in struct literal
// ./err_ctrl_result_literal_misuse.go:18:50: duplicate field name RequeueAfter in struct literal
// ./err_ctrl_result_literal_misuse.go:21:10: not enough return values
// 	have (Result)
// 	want (Result, error)
// ./err_ctrl_result_literal_misuse.go:21:40: too many values in struct literal of type Result
// ./err_ctrl_result_literal_misuse.go:24:31: invalid operation: time.Second * n (mismatched types time.Duration and int)
// ./err_ctrl_result_literal_misuse.go:27:20: cannot use "failed" (constant of type string) as error value in return statement: string does not implement error (missing method Error)
// ./err_ctrl_result_literal_misuse.go:29:9: cannot use nil as Result value in return statement
