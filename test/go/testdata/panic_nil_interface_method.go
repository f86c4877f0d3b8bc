package main

import "fmt"

type Shape interface {
	Area() float64
	Name() string
}

func main() {
	var s Shape
	fmt.Println("before")
	fmt.Println(s.Name())
}

// Output:
// before
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
