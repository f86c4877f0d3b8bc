package main

type R struct{}

func (r *R) Reconcile() {}

func main() {
	r := &R{}
	r.reconcile()
}

// Error:
// ./wrong_case_method.go:9:4: r.reconcile undefined (type *R has no field or method reconcile, but does have method Reconcile)
