package main

import "fmt"

type T struct {
	a, b int
	arr  [3]int
}

var sink int

func main() {
	var p *T
	var q *[3]int
	fmt.Println("start")
	switch "c" {
	case "a":
		_ = p.b
	case "b":
		sink = p.b
	case "c":
		_ = q[2]
	case "d":
		x := q[2]
		fmt.Println(x)
	}
}

// Output:
// start
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
