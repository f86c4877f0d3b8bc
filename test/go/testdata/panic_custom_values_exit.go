package main

import (
	"errors"
	"fmt"
)

type Code int

func (c Code) String() string { return fmt.Sprintf("code-%d", int(c)) }

type State struct {
	Phase string
	Count int
}

func try(name string, f func()) {
	defer func() {
		r := recover()
		fmt.Printf("%s: %v (%T)\n", name, r, r)
	}()
	f()
}

func main() {
	try("error", func() { panic(errors.New("disk full")) })
	try("stringer", func() { panic(Code(7)) })
	try("struct", func() { panic(State{"Running", 2}) })
	try("fmt error", func() { panic(fmt.Errorf("wrapped: %w", errors.New("inner"))) })
	try("divide", func() {
		a, b := 1, 0
		fmt.Println(a / b)
	})
	try("conversion", func() {
		var x any = "str"
		_ = x.(int)
	})
	try("nil func", func() {
		var f func()
		f()
	})
	try("closed channel", func() {
		c := make(chan int)
		close(c)
		close(c)
	})
	try("slice", func() {
		s := make([]int, 2, 4)
		_ = s[1:5]
	})
	panic(Code(3))
}

// Output:
// error: disk full (*errors.errorString)
// stringer: code-7 (main.Code)
// struct: {Running 2} (main.State)
// fmt error: wrapped: inner (*fmt.wrapError)
// divide: runtime error: integer divide by zero (runtime.errorString)
// conversion: interface conversion: interface {} is string, not int (*runtime.TypeAssertionError)
// nil func: runtime error: invalid memory address or nil pointer dereference (runtime.errorString)
// closed channel: close of closed channel (runtime.plainError)
// slice: runtime error: slice bounds out of range [:5] with capacity 4 (runtime.boundsError)
// Stderr:
// panic: code-3
//
// goroutine 1 [running]:
// Exit: 2
