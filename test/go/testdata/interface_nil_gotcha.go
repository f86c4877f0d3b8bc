package main

import (
	"errors"
	"fmt"
	"os"
)

type MyErr struct{ Code int }

func (e *MyErr) Error() string { return fmt.Sprintf("code %d", e.Code) }

func mayFail(fail bool) error {
	var e *MyErr
	if fail {
		e = &MyErr{Code: 42}
	}
	return e
}

type Animal interface{ Sound() string }
type Dog struct{ name string }

func (d *Dog) Sound() string {
	if d == nil {
		return "<silent nil dog>"
	}
	return d.name + ": woof"
}

func main() {
	err := mayFail(false)
	fmt.Println(err == nil, err != nil)
	fmt.Printf("%v %T\n", err, err)
	var target *MyErr
	fmt.Println(errors.As(err, &target), target == nil)
	var a Animal
	fmt.Println(a == nil)
	var d *Dog
	a = d
	fmt.Println(a == nil, a.Sound())
	var e1, e2 error
	fmt.Println(e1 == e2, errors.Is(e1, nil))
	x := any(nil)
	y := any((*int)(nil))
	fmt.Println(x == nil, y == nil, y == (*int)(nil))
	if err := mayFail(true); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
	}
	defer func() {
		r := recover()
		fmt.Println("recovered:", r)
		os.Exit(4)
	}()
	var nilErr *MyErr
	var asErr error = nilErr
	fmt.Println(asErr.Error())
}

// Output:
// false true
// <nil> *main.MyErr
// true true
// true
// false <silent nil dog>
// true true
// true false true
// recovered: runtime error: invalid memory address or nil pointer dereference
// Stderr:
// error: code 42
// Exit: 4
