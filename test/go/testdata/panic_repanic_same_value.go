package main

import (
	"errors"
	"fmt"
)

var errBoom = errors.New("boom")

func main() {
	defer func() {
		r := recover()
		fmt.Println("caught", r)
		panic(r)
	}()
	defer func() {
		fmt.Println("first deferred")
	}()
	panic(errBoom)
}

// Output:
// first deferred
// caught boom
// Stderr:
// panic: boom [recovered]
// 	panic: boom
//
// goroutine 1 [running]:
// Exit: 2
