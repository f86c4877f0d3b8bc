package main

import (
	"fmt"
	"os"
)

type ValidationError struct {
	Field string
	Code  int
}

func (e ValidationError) Error() string { return fmt.Sprintf("invalid %s (code %d)", e.Field, e.Code) }

type stringer struct{ v int }

func (s stringer) String() string { return fmt.Sprintf("stringer<%d>", s.v) }

func validate(n int) {
	if n < 0 {
		panic(ValidationError{"n", 42})
	}
}

func main() {
	fmt.Fprintln(os.Stderr, "starting")
	func() {
		defer func() {
			r := recover()
			fmt.Printf("%v | %T\n", r, r)
		}()
		panic(stringer{3})
	}()
	func() {
		defer func() {
			fmt.Println(recover())
		}()
		panic(fmt.Sprintf("%05.1f", 3.14159))
	}()
	func() {
		defer func() { fmt.Println(recover()) }()
		var arr [3]int
		idx := 3
		arr[idx%4] = 1
	}()
	validate(1)
	defer func() {
		r := recover()
		fmt.Println("recovered once:", r)
		panic(r)
	}()
	validate(-1)
}

// Output:
// stringer<3> | main.stringer
// 003.1
// runtime error: index out of range [3] with length 3
// recovered once: invalid n (code 42)
// Stderr:
// starting
// panic: invalid n (code 42) [recovered]
// 	panic: invalid n (code 42)
//
// goroutine 1 [running]:
// Exit: 2
