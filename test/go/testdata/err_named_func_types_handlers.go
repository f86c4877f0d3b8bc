package main

import (
	"context"
	"errors"
	"fmt"
)

type Request struct{ Name string }

type Result struct{ Requeue bool }

type ReconcileFunc func(context.Context, Request) (Result, error)

func (f ReconcileFunc) Reconcile(ctx context.Context, r Request) (Result, error) { return f(ctx, r) }

type Reconciler interface {
	Reconcile(context.Context, Request) (Result, error)
}

func run(r Reconciler) {}

func handle(ctx context.Context, req Request) error { return errors.New("x") }

func handle2(req Request) (Result, error) { return Result{}, nil }

func main() {
	run(ReconcileFunc(handle))
	run(ReconcileFunc(handle2))
	run(handle)
	var f ReconcileFunc = func(ctx context.Context, req Request) (Result, error) {
		return Result{}
	}
	run(f)
	run(func(ctx context.Context, req Request) (Result, error) { return Result{}, nil })
	fmt.Println(f == nil, f == f)
}

// Error:
// # command-line-arguments
// ./err_named_func_types_handlers.go:28:20: cannot convert handle (value of type func(ctx context.Context, req Request) error) to type ReconcileFunc
// ./err_named_func_types_handlers.go:29:20: cannot convert handle2 (value of type func(req Request) (Result, error)) to type ReconcileFunc
// ./err_named_func_types_handlers.go:30:6: cannot use handle (value of type func(ctx context.Context, req Request) error) as Reconciler value in argument to run: func(ctx context.Context, req Request) error does not implement Reconciler (missing method Reconcile)
// ./err_named_func_types_handlers.go:32:10: not enough return values
// 	have (Result)
// 	want (Result, error)
// ./err_named_func_types_handlers.go:35:6: cannot use func(ctx context.Context, req Request) (Result, error) {…} (value of type func(ctx context.Context, req Request) (Result, error)) as Reconciler value in argument to run: func(ctx context.Context, req Request) (Result, error) does not implement Reconciler (missing method Reconcile)
// ./err_named_func_types_handlers.go:36:24: invalid operation: f == f (func can only be compared to nil)
