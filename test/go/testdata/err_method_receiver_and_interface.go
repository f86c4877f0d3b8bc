package main

import "fmt"

type Reconciler interface {
	Reconcile(name string) (bool, error)
}

type PodReconciler struct{}

func (r *PodReconciler) Reconcile(name string) (bool, error) { return false, nil }

type Bad struct{}

func (b Bad) Reconcile(name string) error { return nil }

func run(r Reconciler) {}

func main() {
	run(PodReconciler{})
	run(Bad{})
	var r Reconciler = &PodReconciler{}
	ok, err := r.Reconcile()
	fmt.Println(ok, err)
	v := r.Reconcile("x")
	fmt.Println(v)
	fmt.Printf("%d\n")
}

// Error:
// # command-line-arguments
// ./err_method_receiver_and_interface.go:20:6: cannot use PodReconciler{} (value of struct type PodReconciler) as Reconciler value in argument to run: PodReconciler does not implement Reconciler (method Reconcile has pointer receiver)
// ./err_method_receiver_and_interface.go:21:6: cannot use Bad{} (value of struct type Bad) as Reconciler value in argument to run: Bad does not implement Reconciler (wrong type for method Reconcile)
// 		have Reconcile(string) error
// 		want Reconcile(string) (bool, error)
// ./err_method_receiver_and_interface.go:23:13: not enough arguments in call to r.Reconcile
// 	have ()
// 	want (string)
// ./err_method_receiver_and_interface.go:25:7: assignment mismatch: 1 variable but r.Reconcile returns 2 values
