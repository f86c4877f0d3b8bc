package main

import "fmt"

// `p.C[2]++` through a nil pointer faults at the element (0x20), not at an explicit nil check (0x0) as `&p.C[2]` does.

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
	p.C[2]++
}

// Output:
// start
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x20 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
