package main

import "fmt"

type Hooks struct {
	OnDelete func(string)
}

func main() {
	var h Hooks
	fmt.Println("calling hook")
	h.OnDelete("web")
}

// Output:
// calling hook
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
