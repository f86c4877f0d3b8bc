package main

type W struct{}

func (w W) Update() error { return nil }

type R struct{}

func (r R) Status() W { return W{} }

func main() {
	var r R
	_ = r.Status.Update()
}

// Error:
// ./forgot_call_parens.go:13:15: r.Status.Update undefined (type func() W has no field or method Update)
