package main

import "fmt"

type Writer interface {
	Update(obj string) error
}

type client struct{}

func (client) Update(obj string) error { return nil }

type Reconciler struct{ c client }

func (r *Reconciler) Status() Writer { return r.c }

func main() {
	r := &Reconciler{}
	err := r.Status.Update("x")
	fmt.Println(err)
}

// Error:
// # command-line-arguments
// ./err_forgot_call_parens.go:19:18: r.Status.Update undefined (type func() Writer has no field or method Update)
