package main

import (
	"context"
	"fmt"
)

type Result struct{}
type Request struct{ Name string }

type Reconciler interface {
	Reconcile(context.Context, Request) (Result, error)
}

type AppReconciler struct{}

func (r *AppReconciler) Reconcile(ctx context.Context, req Request) error {
	return nil
}

func main() {
	var rec Reconciler = &AppReconciler{}
	fmt.Println(rec)
}

// Error:
// # command-line-arguments
// ./err_wrong_method_signature.go:22:23: cannot use &AppReconciler{} (value of type *AppReconciler) as Reconciler value in variable declaration: *AppReconciler does not implement Reconciler (wrong type for method Reconcile)
// 		have Reconcile(context.Context, Request) error
// 		want Reconcile(context.Context, Request) (Result, error)
