package main

import "fmt"

type Hooks struct {
	OnStart func(string)
}

func main() {
	h := Hooks{}
	fmt.Println("starting")
	h.OnStart("x")
}

// Output:
// starting
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
