package main

import "fmt"

// gc reads an element of an array reached through a nil pointer at its own address: a constant
// index adds its offset (and that of the field read in it) to the fault address; a variable index
// is an explicit nil check (addr=0x0).

type Pt struct{ X, Y int }

type In struct {
	Pad int
	B   [4]int32
}

type S struct {
	A, B int
	C    [4]int
	D    [3]Pt
	E    In
	F    [2][3]int
}

var i = 2

func main() {
	var p *S
	fmt.Println("start")
	y := p.E.B[3]
	fmt.Println(y)
}

// Output:
// start
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x74 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
