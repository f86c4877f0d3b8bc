package main

import "fmt"

// A store through a nil pointer to an array at a constant index faults at the element's address (0x18).

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
	pa[3] = 1
}

// Output:
// start
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
