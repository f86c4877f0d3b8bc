package main

import (
	"fmt"
	"runtime"
	"sync"
)

type E struct{}

func (E) Error() string { panic("error method panics") }

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer fmt.Println("goexit deferred")
		runtime.Goexit()
		fmt.Println("unreachable")
	}()
	wg.Wait()
	fmt.Println(runtime.NumGoroutine())
	defer fmt.Println("main deferred")
	panic(E{})
}

// Output:
// goexit deferred
// 1
// main deferred
// Stderr:
// fatal error: panic while printing panic value: error method panics
//
// goroutine 1 gp=0x? m=? mp=0x? [running]:
// Exit: 2
