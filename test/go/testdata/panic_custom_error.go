package main

import (
	"errors"
	"fmt"
)

type ValidationError struct {
	Field string
}

func (v ValidationError) Error() string { return "invalid field " + v.Field }

func main() {
	defer fmt.Println("deferred runs before crash")
	err := fmt.Errorf("wrapped: %w", ValidationError{"spec.replicas"})
	if errors.Is(err, ValidationError{"spec.replicas"}) {
		panic(err)
	}
}

// Output:
// deferred runs before crash
// Stderr:
// panic: wrapped: invalid field spec.replicas
//
// goroutine 1 [running]:
// Exit: 2
