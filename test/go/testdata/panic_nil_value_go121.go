package main

import (
	"errors"
	"fmt"
	"runtime"
)

func main() {
	defer func() {
		r := recover()
		fmt.Printf("%v %T\n", r, r)
		var pe *runtime.PanicNilError
		if err, ok := r.(error); ok {
			fmt.Println(errors.As(err, &pe))
		}
		panic(nil)
	}()
	panic(nil)
}

// Output:
// panic called with nil argument *runtime.PanicNilError
// true
// Stderr:
// panic: panic called with nil argument [recovered]
// 	panic: panic called with nil argument
//
// goroutine 1 [running]:
// Exit: 2
