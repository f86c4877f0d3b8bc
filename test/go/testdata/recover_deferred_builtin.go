package main

import (
	"errors"
	"fmt"
)

// safeClose swallows a panic the way some code does: `defer recover()` in a deferred function.
func safeClose(name string) {
	defer func() {
		defer recover() // runs as the deferred function returns: recovers the panic that called it
	}()
	panic("closing " + name)
}

func nested() (err error) {
	defer func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("inner: %v", r)
			}
		}()
		panic(errors.New("from a deferred call"))
	}()
	return nil
}

func tooHigh() {
	defer func() { fmt.Println("outer sees:", recover()) }()
	defer func() {
		defer func() { fmt.Println("second sees:", recover()) }()
		defer recover() // run by the panic below, not by this function's return: a no-op
		panic("three")
	}()
	panic("two")
}

func notDeferred() {
	defer func() { fmt.Println("caught:", recover()) }()
	helper := func() any { return recover() } // not called directly by a deferred function
	defer func() { fmt.Println("helper sees:", helper()) }()
	panic("direct only")
}

func main() {
	safeClose("db")
	fmt.Println("safeClose returned")
	fmt.Println(nested())
	tooHigh()
	notDeferred()
	defer func() { fmt.Println("main recovered:", recover()) }()
	defer recover() // called by the runtime while main panics: a no-op
	panic("seven")
}

// Output:
// safeClose returned
// inner: from a deferred call
// second sees: three
// outer sees: two
// helper sees: <nil>
// caught: direct only
// main recovered: seven
