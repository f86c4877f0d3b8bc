package main

import (
	"fmt"
	"runtime"
)

// die stops the program where a panic could be recovered: go's own tests use it so.
func die() {
	runtime.Breakpoint()
}

func main() {
	defer fmt.Println("deferred calls do not run after a trap")
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println("before")
	die()
}

// Output:
// before
// Stderr:
// SIGTRAP: trace trap
// PC=0x? m=? sigcode=128
//
// goroutine 1 gp=0x? m=? mp=0x? [running]:
// Exit: 2
