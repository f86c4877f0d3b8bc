package main

import (
	"context"
	"fmt"
	"time"
)

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

type Memcached struct {
	Name     string
	Size     int32
	Replicas *int32
}

func reconcile(ctx context.Context, m *Memcached) (Result, error) {
	size := m.Size
	if m.Replicas != size {
		m.Replicas = size
	}
	if m.Name == nil {
		return Result{}, "no name"
	}
	deadline := time.Now() + time.Minute
	var count int = size
	for i := 0; i < size; i++ {
		fmt.Println(i)
	}
	requeue := m.Size > 3 && "yes"
	ctx.Done() <- struct{}{}
	return Result{RequeueAfter: 10}, nil, nil
	return Result{Requeue: "true"}
	fmt.Println(deadline, count, requeue, undefinedThing)
}

func main() {
	fmt.Println(reconcile(context.TODO(), &Memcached{}))
}

// Error:
// # command-line-arguments
// ./err_too_many_errors_operator.go:22:19: invalid operation: m.Replicas != size (mismatched types *int32 and int32)
// ./err_too_many_errors_operator.go:23:16: cannot use size (variable of type int32) as *int32 value in assignment
// ./err_too_many_errors_operator.go:25:15: invalid operation: m.Name == nil (mismatched types string and untyped nil)
// ./err_too_many_errors_operator.go:26:20: cannot use "no name" (constant of type string) as error value in return statement: string does not implement error (missing method Error)
// ./err_too_many_errors_operator.go:28:14: invalid operation: time.Now() + time.Minute (mismatched types time.Time and time.Duration)
// ./err_too_many_errors_operator.go:29:18: cannot use size (variable of type int32) as int value in variable declaration
// ./err_too_many_errors_operator.go:30:18: invalid operation: i < size (mismatched types int and int32)
// ./err_too_many_errors_operator.go:33:13: invalid operation: m.Size > 3 && "yes" (mismatched types untyped bool and untyped string)
// ./err_too_many_errors_operator.go:34:2: invalid operation: cannot send to receive-only channel ctx.Done() (value of type <-chan struct{})
// ./err_too_many_errors_operator.go:35:40: too many return values
// 	have (Result, nil, nil)
// 	want (Result, error)
// ./err_too_many_errors_operator.go:35:40: too many errors
