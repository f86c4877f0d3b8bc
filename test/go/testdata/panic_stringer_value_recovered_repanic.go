package main

import (
	"fmt"
	"os"
)

type Code int

func (c Code) String() string { return fmt.Sprintf("code-%d", int(c)) }

type myErr struct{ msg string }

func (e *myErr) Error() string { return "myErr: " + e.msg }

func main() {
	defer func() {
		r := recover()
		fmt.Fprintln(os.Stderr, "first recover:", r)
		panic(&myErr{"again"})
	}()
	panic(Code(7))
}

// Output:
// Stderr:
// first recover: code-7
// panic: code-7 [recovered]
// 	panic: myErr: again
//
// goroutine 1 [running]:
// Exit: 2
