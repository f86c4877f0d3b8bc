package main

import (
	"errors"
	"fmt"
)

type ReconcileError struct {
	Object string
	Err    error
}

func (e *ReconcileError) Error() string { return "reconcile " + e.Object + ": " + e.Err.Error() }
func (e *ReconcileError) Unwrap() error { return e.Err }

var ErrTimeout = errors.New("timeout")

type temporary interface{ Temporary() bool }

type netErr struct{}

func (netErr) Error() string   { return "network unreachable" }
func (netErr) Temporary() bool { return true }

func main() {
	err := error(&ReconcileError{"web", fmt.Errorf("wait: %w", ErrTimeout)})
	fmt.Println(err)
	fmt.Println(errors.Is(err, ErrTimeout))
	fmt.Println(errors.Unwrap(errors.Unwrap(err)) == ErrTimeout)
	err2 := &ReconcileError{"db", netErr{}}
	var t temporary
	if errors.As(err2, &t) {
		fmt.Println("temporary:", t.Temporary())
	}
	var re *ReconcileError
	fmt.Println(errors.As(fmt.Errorf("outer: %w", err2), &re), re.Object)
}

// Output:
// reconcile web: wait: timeout
// true
// true
// temporary: true
// true db
