package main

type Reconciler interface {
	Reconcile(string) error
}

type R struct{}

func (r *R) Reconcile(s string) (bool, error) { return false, nil }

func main() {
	var x Reconciler = &R{}
	_ = x
}

// Error:
// ./wrong_method_signature.go:12:21: cannot use &R{} (value of type *R) as Reconciler value in variable declaration: *R does not implement Reconciler (wrong type for method Reconcile)
// 		have Reconcile(string) (bool, error)
// 		want Reconcile(string) error
