package main

import (
	"errors"
	"fmt"
)

type reconcileErr struct{ name string }

func (e *reconcileErr) Error() string { return "reconcile " + e.name + " failed" }

func cleanup(step string) {
	fmt.Println("cleanup", step)
}

func main() {
	defer fmt.Println("main deferred 1")
	defer func() {
		panic(fmt.Sprintf("deferred panic while %s", "closing"))
	}()
	defer func() {
		r := recover()
		fmt.Println("recovered:", r)
		panic(&reconcileErr{"demo"})
	}()
	defer cleanup("db")
	panic(errors.New("first failure"))
}

// Output:
// cleanup db
// recovered: first failure
// main deferred 1
// Stderr:
// panic: first failure [recovered]
// 	panic: reconcile demo failed
// 	panic: deferred panic while closing
//
// goroutine 1 [running]:
// Exit: 2
