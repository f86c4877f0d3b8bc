package main

import "fmt"

type T struct{ pad [5000]byte; x int }

func main() {
	fmt.Println("start")
	var p *T; fmt.Println(p.x)
}

// Output:
// start
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
