package main

import "fmt"

type T [10]int

func main() {
	fmt.Println("start")
	var p *T; fmt.Println(p[5])
}

// Output:
// start
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
