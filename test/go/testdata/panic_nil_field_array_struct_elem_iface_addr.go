package main

import "fmt"

// A whole struct element of an array field behind a nil pointer, converted to an interface: gc
// passes it to the runtime's convT by address after a nil check of the pointer, so the fault is at
// 0x0, not at the element's offset (0x50).

type Pt struct{ X, Y int }

type S struct {
	A, B int
	C    [4]int
	D    [3]Pt
}

func main() {
	var p *S
	fmt.Println("start", len(p.D))
	fmt.Println(p.D[1])
}

// Output:
// start 3
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
