package main

import (
	"fmt"
	"runtime"
)

func main() {
	defer func() {
		r := recover()
		fmt.Printf("%T: %v\n", r, r)
		if pe, ok := r.(*runtime.PanicNilError); ok {
			fmt.Println("runtime error?", pe.Error())
		}
		var e error = r.(runtime.Error)
		fmt.Println(e)
		panic(r)
	}()
	panic(nil)
}

// Output:
// *runtime.PanicNilError: panic called with nil argument
// runtime error? panic called with nil argument
// panic called with nil argument
// Stderr:
// panic: panic called with nil argument [recovered]
// 	panic: panic called with nil argument
//
// goroutine 1 [running]:
// Exit: 2
