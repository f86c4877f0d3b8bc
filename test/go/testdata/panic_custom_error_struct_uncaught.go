package main

import "fmt"

type ValidationError struct {
	Field string
	Code  int
}

func (v ValidationError) Error() string { return fmt.Sprintf("invalid %s (code %d)", v.Field, v.Code) }

func validate(name string) {
	if name == "" {
		panic(ValidationError{"name", 42})
	}
}

func main() {
	defer fmt.Println("deferred runs first")
	fmt.Println("validating")
	validate("")
}

// Output:
// validating
// deferred runs first
// Stderr:
// panic: invalid name (code 42)
//
// goroutine 1 [running]:
// Exit: 2
