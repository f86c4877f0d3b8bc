package main

import "fmt"

type Reconciler interface {
	Reconcile(name string) error
	Name() string
}

type PodReconciler struct{ count int }

func (r *PodReconciler) Reconcile(name string) error { r.count++; return nil }
func (r PodReconciler) Name() string                { return "pods" }

type Other struct{}

func (Other) Reconcile(string) {}
func (Other) Name() string     { return "" }

func run(r Reconciler) { fmt.Println(r.Name()) }

func main() {
	var r Reconciler = PodReconciler{}
	run(PodReconciler{})
	run(Other{})
	var s fmt.Stringer = &PodReconciler{}
	rs := []Reconciler{&PodReconciler{}, PodReconciler{}}
	_, _, _ = r, s, rs
}

// Error:
// # command-line-arguments
// ./err_method_sets_pointer_receiver_iface.go:23:21: cannot use PodReconciler{} (value of struct type PodReconciler) as Reconciler value in variable declaration: PodReconciler does not implement Reconciler (method Reconcile has pointer receiver)
// ./err_method_sets_pointer_receiver_iface.go:24:6: cannot use PodReconciler{} (value of struct type PodReconciler) as Reconciler value in argument to run: PodReconciler does not implement Reconciler (method Reconcile has pointer receiver)
// ./err_method_sets_pointer_receiver_iface.go:25:6: cannot use Other{} (value of struct type Other) as Reconciler value in argument to run: Other does not implement Reconciler (wrong type for method Reconcile)
// 		have Reconcile(string)
// 		want Reconcile(string) error
// ./err_method_sets_pointer_receiver_iface.go:26:23: cannot use &PodReconciler{} (value of type *PodReconciler) as fmt.Stringer value in variable declaration: *PodReconciler does not implement fmt.Stringer (missing method String)
// ./err_method_sets_pointer_receiver_iface.go:27:39: cannot use PodReconciler{} (value of struct type PodReconciler) as Reconciler value in array or slice literal: PodReconciler does not implement Reconciler (method Reconcile has pointer receiver)
