package main

import (
	"errors"
	"fmt"
)

type S string

func main() {
	defer func() {
		r := recover()
		fmt.Println("got:", r)
		panic(errors.Join(errors.New("first"), errors.New("second")))
	}()
	panic(S("a\nb"))
}

// Output:
// got: a
// b
// Stderr:
// panic: main.S("a
// 	b") [recovered]
// 	panic: first
// 	second
//
// goroutine 1 [running]:
// Exit: 2
