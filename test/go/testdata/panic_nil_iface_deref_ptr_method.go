package main

import (
	"fmt"
	"io"
)

func write(w *io.Writer, msg string) {
	(*w).Write([]byte(msg))
}

func main() {
	var w io.Writer
	fmt.Println("writing")
	write(&w, "hello")
}

// Output:
// writing
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
