package main

import (
	"context"
	"fmt"
)

type Request struct{ Name string }
type Result struct{ Requeue bool }

type Reconciler interface {
	Reconcile(context.Context, Request) (Result, error)
}

type FooReconciler struct{ calls int }

func (r *FooReconciler) Reconcile(ctx context.Context, req Request) (Result, error) {
	r.calls++
	return Result{}, nil
}

type BarReconciler struct{}

func (r BarReconciler) Reconcile(ctx context.Context, req Request) error { return nil }

type BazReconciler struct{}

func (r *BazReconciler) reconcile(ctx context.Context, req Request) (Result, error) {
	return Result{}, nil
}

type QuxReconciler struct{}

func (QuxReconciler) Reconcile(ctx context.Context, req *Request) (Result, error) {
	return Result{}, nil
}

func register(r Reconciler) { fmt.Println(r) }

func main() {
	var _ Reconciler = FooReconciler{}
	register(BarReconciler{})
	register(&BazReconciler{})
	register(QuxReconciler{})
	rs := []Reconciler{FooReconciler{}, &BarReconciler{}}
	_ = rs
	var r Reconciler = &FooReconciler{}
	foo := r.(FooReconciler)
	_ = foo
}

// Error:
// # command-line-arguments
// ./err_reconciler_iface_ptr_wrong_sig.go:41:21: cannot use FooReconciler{} (value of struct type FooReconciler) as Reconciler value in variable declaration: FooReconciler does not implement Reconciler (method Reconcile has pointer receiver)
// ./err_reconciler_iface_ptr_wrong_sig.go:42:11: cannot use BarReconciler{} (value of struct type BarReconciler) as Reconciler value in argument to register: BarReconciler does not implement Reconciler (wrong type for method Reconcile)
// 		have Reconcile(context.Context, Request) error
// 		want Reconcile(context.Context, Request) (Result, error)
// ./err_reconciler_iface_ptr_wrong_sig.go:43:11: cannot use &BazReconciler{} (value of type *BazReconciler) as Reconciler value in argument to register: *BazReconciler does not implement Reconciler (missing method Reconcile)
// 		have reconcile(context.Context, Request) (Result, error)
// 		want Reconcile(context.Context, Request) (Result, error)
// ./err_reconciler_iface_ptr_wrong_sig.go:44:11: cannot use QuxReconciler{} (value of struct type QuxReconciler) as Reconciler value in argument to register: QuxReconciler does not implement Reconciler (wrong type for method Reconcile)
// 		have Reconcile(context.Context, *Request) (Result, error)
// 		want Reconcile(context.Context, Request) (Result, error)
// ./err_reconciler_iface_ptr_wrong_sig.go:45:21: cannot use FooReconciler{} (value of struct type FooReconciler) as Reconciler value in array or slice literal: FooReconciler does not implement Reconciler (method Reconcile has pointer receiver)
// ./err_reconciler_iface_ptr_wrong_sig.go:45:38: cannot use &BarReconciler{} (value of type *BarReconciler) as Reconciler value in array or slice literal: *BarReconciler does not implement Reconciler (wrong type for method Reconcile)
// 		have Reconcile(context.Context, Request) error
// 		want Reconcile(context.Context, Request) (Result, error)
// ./err_reconciler_iface_ptr_wrong_sig.go:48:9: impossible type assertion: r.(FooReconciler)
// 	FooReconciler does not implement Reconciler (method Reconcile has pointer receiver)
