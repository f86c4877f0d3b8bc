package main

import "fmt"

type Err struct {
	Code int
	Msg  string
}

func (e *Err) Error() string { return fmt.Sprintf("E%d: %s", e.Code, e.Msg) }

func main() {
	var err error = &Err{404, "not found"}
	panic(fmt.Errorf("reconcile: %w", err))
}

// Output:
// Stderr:
// panic: reconcile: E404: not found
//
// goroutine 1 [running]:
// Exit: 2
