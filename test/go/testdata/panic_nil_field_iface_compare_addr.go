package main

import "fmt"

// Compared with an interface, an explicit conversion of an element behind a nil pointer is a load
// (walk/compare.go): the fault is at the element's offset (0x18), not at the nil check (0x0) that a
// conversion passed on by address would make.

type Pt struct{ X, Y int }

type S struct {
	A int
	D [3]Pt
}

var sink any = Pt{1, 2}

func main() {
	var p *S
	fmt.Println("start")
	fmt.Println(sink == any(p.D[1]))
}

// Output:
// start
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
