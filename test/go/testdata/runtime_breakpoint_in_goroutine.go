package main

import (
	"fmt"
	"runtime"
)

// A debugging leftover: runtime.Breakpoint in a worker, run without a
// debugger. The trap's report names the worker's goroutine.

func check(v int) {
	if v < 0 {
		runtime.Breakpoint()
	}
}

func main() {
	done := make(chan bool)
	go func() {
		for _, v := range []int{3, 1, -2} {
			check(v)
			fmt.Println("value", v)
		}
		close(done)
	}()
	<-done
	fmt.Println("done")
}

// Output:
// value 3
// value 1
// Stderr:
// SIGTRAP: trace trap
// PC=0x? m=? sigcode=128
//
// goroutine N gp=0x? m=? mp=0x? [running]:
// Exit: 2
