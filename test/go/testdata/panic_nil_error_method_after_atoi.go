package main

import (
	"fmt"
	"strconv"
)

func parsePort(s string) int {
	port, err := strconv.Atoi(s)
	// Bug: err is only non-nil on failure, but its message is always read.
	fmt.Println("parse result:", port, err.Error())
	return port
}

func main() {
	fmt.Println(parsePort("8080"))
}

// Output:
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
