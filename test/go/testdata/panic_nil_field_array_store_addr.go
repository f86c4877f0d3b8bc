package main

import "fmt"

// A store into an array element behind a nil pointer faults at the element's address, as the load does (addr=0x20, not the field's 0x10).

type Pt struct{ X, Y int }

type S struct {
	A, B int
	C    [4]int
	D    [3]Pt
}

func main() {
	var p *S
	var pp *[3]Pt
	var pa *[5]int
	_, _, _ = p, pp, pa
	fmt.Println("start")
	p.C[2] = 5
}

// Output:
// start
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x20 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
