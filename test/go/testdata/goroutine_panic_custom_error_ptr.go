package main

import (
	"fmt"
	"time"
)

type ReconcileError struct {
	Object string
	Err    error
}

func (e *ReconcileError) Error() string { return "reconcile " + e.Object + ": " + e.Err.Error() }

func main() {
	go func() {
		panic(&ReconcileError{"default/web", fmt.Errorf("conflict")})
	}()
	time.Sleep(time.Second)
	fmt.Println("unreachable")
}

// Output:
// Stderr:
// panic: reconcile default/web: conflict
//
// goroutine N [running]:
// Exit: 2
