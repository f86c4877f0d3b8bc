package main

import (
	"errors"
	"fmt"
)

type ValidationError struct {
	Field string
	Msg   string
}

func (v *ValidationError) Error() string { return v.Field + ": " + v.Msg }

type Reason string

func main() {
	defer fmt.Println("deferred runs first")
	defer func() {
		r := recover()
		fmt.Println("recovered:", r)
		panic(fmt.Errorf("re-panic: %w", errors.Join(&ValidationError{"spec.replicas", "must be >= 0"}, errors.New("second"))))
	}()
	panic(Reason("first"))
}

// Output:
// recovered: first
// deferred runs first
// Stderr:
// panic: main.Reason("first") [recovered]
// 	panic: re-panic: spec.replicas: must be >= 0
// 	second
//
// goroutine 1 [running]:
// Exit: 2
