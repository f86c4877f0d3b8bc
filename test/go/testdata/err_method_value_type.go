package main

import (
	"context"
	"fmt"
)

type Result struct{}
type Request struct{ Name string }

type AppReconciler struct{}

func (r *AppReconciler) Reconcile(ctx context.Context, req Request) (Result, error) {
	return Result{}, nil
}

func main() {
	r := &AppReconciler{}
	var f func() error = r.Reconcile
	fmt.Println(f)
}

// Error:
// # command-line-arguments
// ./err_method_value_type.go:19:23: cannot use r.Reconcile (value of type func(ctx context.Context, req Request) (Result, error)) as func() error value in variable declaration
