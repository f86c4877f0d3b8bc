package main

import "fmt"

// `x op= v` on an element of a nil pointer to an array faults at the element's field, as its store does (0x28).

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
	pp[2].Y += 1
}

// Output:
// start
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
