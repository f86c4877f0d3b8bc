package main

import (
	"errors"
	"fmt"
)

type QueryError struct {
	Query string
	Err   error
}

func (e *QueryError) Error() string { return "query " + e.Query + ": " + e.Err.Error() }
func (e *QueryError) Unwrap() error { return e.Err }

var ErrNoRows = errors.New("no rows in result set")

func query(q string) {
	panic(&QueryError{Query: q, Err: ErrNoRows})
}

func handler() {
	defer func() {
		if r := recover(); r != nil {
			err, _ := r.(error)
			fmt.Println("handler caught:", err, errors.Is(err, ErrNoRows))
			panic(fmt.Errorf("handler: %w", err))
		}
	}()
	query("SELECT 1")
}

func main() {
	defer fmt.Println("main deferred")
	handler()
}

// Output:
// handler caught: query SELECT 1: no rows in result set true
// main deferred
// Stderr:
// panic: query SELECT 1: no rows in result set [recovered]
// 	panic: handler: query SELECT 1: no rows in result set
//
// goroutine 1 [running]:
// Exit: 2
