package main

import "fmt"

// A complex128 (16 bytes) field behind a nil pointer, printed: converted by address, so the fault
// is at 0x0; the float64 field before it, loaded on its own, would fault at 0x8.

type S struct {
	N int
	F float64
	Z complex128
}

func main() {
	var p *S
	fmt.Println("start")
	fmt.Println(p.Z)
}

// Output:
// start
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
