package main

type Reconciler interface {
	Reconcile(string) error
}

type R struct{}

func (r *R) Reconcile(s string) error { return nil }

func main() {
	var x Reconciler = R{}
	_ = x
}

// Error:
// ./pointer_receiver_iface.go:12:21: cannot use R{} (value of struct type R) as Reconciler value in variable declaration: R does not implement Reconciler (method Reconcile has pointer receiver)
