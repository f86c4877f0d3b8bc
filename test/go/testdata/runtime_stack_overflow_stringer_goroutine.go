package main

import (
	"fmt"
	"sync"
)

type Status struct {
	Phase   string
	Retries int
}

// The classic mistake: %v of the receiver calls String again.
func (s Status) String() string {
	return fmt.Sprintf("status %v", s)
}

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		fmt.Println(Status{"Pending", 1})
	}()
	wg.Wait()
}

// Output:
// Stderr:
// runtime: goroutine stack exceeds 1000000000-byte limit
// runtime: sp=0x? stack=[0x?, 0x?]
// fatal error: stack overflow
//
// runtime stack:
// runtime.throw({0x?, 0x?})
// 	/usr/local/go/src/runtime/panic.go:1067 +0x? fp=0x? sp=0x? pc=0x?
// runtime.newstack()
// 	/usr/local/go/src/runtime/stack.go:1117 +0x? fp=0x? sp=0x? pc=0x?
// runtime.morestack()
// 	/usr/local/go/src/runtime/asm_amd64.s:621 +0x? fp=0x? sp=0x? pc=0x?
//
// goroutine N gp=0x? m=? mp=0x? [running]:
// Exit: 2
