package main

import (
	"fmt"
	"os"
)

func inner() {
	defer fmt.Println("inner deferred")
	panic("first")
}

func middle() {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("middle recovered:", r)
			panic(fmt.Sprintf("re-panic after %v", r))
		}
	}()
	inner()
}

func main() {
	defer func() {
		r := recover()
		fmt.Println("main recovered:", r)
		os.Exit(3)
	}()
	middle()
}

// Output:
// inner deferred
// middle recovered: first
// main recovered: re-panic after first
// Exit: 3
