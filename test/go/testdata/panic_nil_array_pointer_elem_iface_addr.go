package main

import "fmt"

// Through a nil pointer to an array of two-int32 structs (8 bytes, 4-aligned: no convT64), an
// element converted to an interface faults at 0x0, not at the element's offset (0x10).

type Pair struct{ A, B int32 }

func main() {
	var pa *[4]Pair
	fmt.Println("start")
	fmt.Printf("%v\n", any(pa[2]))
}

// Output:
// start
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
