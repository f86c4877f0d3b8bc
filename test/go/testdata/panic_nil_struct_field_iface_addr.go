package main

import "fmt"

// A struct field (16 bytes) behind a nil pointer stored in an interface faults at 0x0 (convT's nil
// check), where a field read on its own faults at its offset.

type Pt struct{ X, Y int }

type S struct {
	A, B int
	E    Pt
}

var sink any

func get(p *S) any { return p.E }

func main() {
	var p *S
	fmt.Println("start")
	sink = get(p)
	fmt.Println(sink)
}

// Output:
// start
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
