package main

import (
	"errors"
	"fmt"
)

var ErrFatal = errors.New("fatal reconcile error")

func step() {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
			panic(fmt.Errorf("step failed: %w", r.(error)))
		}
	}()
	panic(ErrFatal)
}

func main() {
	step()
}

// Output:
// recovered: fatal reconcile error
// Stderr:
// panic: fatal reconcile error [recovered]
// 	panic: step failed: fatal reconcile error
//
// goroutine 1 [running]:
// Exit: 2
