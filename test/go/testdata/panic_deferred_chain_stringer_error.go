package main

import (
	"errors"
	"fmt"
)

type myErr struct{ code int }

func (e *myErr) Error() string { return fmt.Sprintf("code %d", e.code) }

type stringer struct{}

func (stringer) String() string { return "i am stringer" }

func main() {
	defer func() {
		panic(stringer{})
	}()
	defer func() {
		panic(&myErr{3})
	}()
	defer func() {
		recover()
		panic(errors.New("second"))
	}()
	panic(42.5)
}

// Output:
// Stderr:
// panic: +4.250000e+001 [recovered]
// 	panic: second
// 	panic: code 3
// 	panic: i am stringer
//
// goroutine 1 [running]:
// Exit: 2
