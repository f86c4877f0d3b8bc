package main

import "fmt"

type Spec struct{ Replicas *int32 }

func main() {
	var s Spec
	fmt.Println("replicas set:", s.Replicas != nil)
	fmt.Println(*s.Replicas)
}

// Output:
// replicas set: false
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
