package main

type R struct{}

func (r *R) Reconcile(ctx string, n int) (bool, error) { return false, nil }

func main() {
	r := &R{}
	var f func() error = r.Reconcile
	_ = f
}

// Error:
// ./method_value_type.go:9:23: cannot use r.Reconcile (value of type func(ctx string, n int) (bool, error)) as func() error value in variable declaration
