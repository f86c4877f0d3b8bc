package main

import (
	"fmt"
	"os"
)

type ValidationError struct {
	Field string
	Code  int
}

func (e ValidationError) Error() string {
	return fmt.Sprintf("validation failed on %s (code %d)", e.Field, e.Code)
}

func validate(name string) {
	if name == "" {
		panic(ValidationError{Field: "name", Code: 42})
	}
	fmt.Println("ok:", name)
}

func safeValidate(name string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if ve, ok := r.(ValidationError); ok {
				err = ve
				return
			}
			panic(r)
		}
	}()
	validate(name)
	return nil
}

func main() {
	fmt.Println(safeValidate("alice"))
	fmt.Println(safeValidate(""))
	fmt.Fprintln(os.Stderr, "about to fail for real")
	defer fmt.Println("deferred in main runs")
	validate("")
}

// Output:
// ok: alice
// <nil>
// validation failed on name (code 42)
// deferred in main runs
// Stderr:
// about to fail for real
// panic: validation failed on name (code 42)
//
// goroutine 1 [running]:
// Exit: 2
