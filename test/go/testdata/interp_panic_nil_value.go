// panic(nil) panics with *runtime.PanicNilError (Go 1.21+): recover returns it, and an unrecovered one
// prints its message.
package main

import "fmt"

func main() {
	defer func() {
		r := recover()
		fmt.Printf("%v|%T\n", r, r)
		panic(nil)
	}()
	panic(nil)
}

// Output:
// panic called with nil argument|*runtime.PanicNilError
// Stderr:
// panic: panic called with nil argument [recovered]
// 	panic: panic called with nil argument
//
// goroutine 1 [running]:
// Exit: 2
