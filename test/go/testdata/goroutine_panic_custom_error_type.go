package main

import (
	"fmt"
	"time"
)

type ValidationError struct {
	Field string
	Value any
}

func (e ValidationError) Error() string {
	return fmt.Sprintf("invalid %s: %v", e.Field, e.Value)
}

func validate(age int) {
	if age < 0 {
		panic(ValidationError{Field: "age", Value: age})
	}
	fmt.Println("age ok:", age)
}

func main() {
	validate(30)
	done := make(chan bool)
	go func() {
		validate(-4)
		done <- true
	}()
	select {
	case <-done:
		fmt.Println("done")
	case <-time.After(time.Second):
		fmt.Println("timeout")
	}
}

// Output:
// age ok: 30
// Stderr:
// panic: invalid age: -4
//
// goroutine N [running]:
// Exit: 2
