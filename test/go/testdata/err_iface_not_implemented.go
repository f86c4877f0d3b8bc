package main

import "fmt"

type Reconciler interface {
	Reconcile(name string) error
}

type MyReconciler struct{}

func (r *MyReconciler) Reconcile(name string) error { return nil }

type Other struct{}

func (o Other) Reconcile(name string, n int) error { return nil }

func run(r Reconciler) { fmt.Println(r.Reconcile("x")) }

func main() {
	run(MyReconciler{})
	run(Other{})
	var _ fmt.Stringer = Other{}
}

// Error:
// # command-line-arguments
// ./err_iface_not_implemented.go:20:6: cannot use MyReconciler{} (value of struct type MyReconciler) as Reconciler value in argument to run: MyReconciler does not implement Reconciler (method Reconcile has pointer receiver)
// ./err_iface_not_implemented.go:21:6: cannot use Other{} (value of struct type Other) as Reconciler value in argument to run: Other does not implement Reconciler (wrong type for method Reconcile)
// 		have Reconcile(string, int) error
// 		want Reconcile(string) error
// ./err_iface_not_implemented.go:22:23: cannot use Other{} (value of struct type Other) as fmt.Stringer value in variable declaration: Other does not implement fmt.Stringer (missing method String)
