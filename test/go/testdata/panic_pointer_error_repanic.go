package main

import (
	"errors"
	"fmt"
)

type DBError struct {
	Op  string
	Err error
}

func (e *DBError) Error() string { return e.Op + ": " + e.Err.Error() }
func (e *DBError) Unwrap() error { return e.Err }

var ErrConn = errors.New("connection refused")

func query() {
	panic(&DBError{Op: "select", Err: ErrConn})
}

func handler() {
	defer func() {
		r := recover()
		fmt.Printf("recovered %T: %v\n", r, r)
		if err, ok := r.(error); ok && errors.Is(err, ErrConn) {
			fmt.Println("is ErrConn, re-panicking")
			panic(r)
		}
	}()
	query()
}

func main() {
	handler()
}

// Output:
// recovered *main.DBError: select: connection refused
// is ErrConn, re-panicking
// Stderr:
// panic: select: connection refused [recovered]
// 	panic: select: connection refused
//
// goroutine 1 [running]:
// Exit: 2
