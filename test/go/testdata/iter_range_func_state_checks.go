package main

import (
	"fmt"
	"runtime"
)

// gc checks how an iterator uses the loop body's yield (cmd/compile/internal/rangefunc, runtime
// panicrangestate): calling it after it returned false, after the iterator returned (a kept copy),
// or recovering a panic of the body and returning normally each panic with their own runtime error.

var kept func(int) bool

func Keep(yield func(int) bool) {
	kept = yield
	yield(1)
}

func Ignore(yield func(int) bool) {
	for i := 0; i < 3; i++ {
		yield(i)
	}
}

func Swallow(yield func(int) bool) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("iterator swallowed:", r)
		}
	}()
	for i := 0; i < 3; i++ {
		if !yield(i) {
			return
		}
	}
}

func try(name string, f func()) {
	defer func() {
		r := recover()
		_, isRuntime := r.(runtime.Error)
		fmt.Printf("%s: %v (runtime.Error: %v)\n", name, r, isRuntime)
	}()
	f()
}

func main() {
	try("ignored false", func() {
		for x := range Ignore {
			fmt.Println("ignore", x)
			if x == 1 {
				break
			}
		}
	})
	try("kept yield", func() {
		for x := range Keep {
			fmt.Println("keep", x)
		}
		fmt.Println("loop over")
		kept(2)
	})
	try("swallowed panic", func() {
		for x := range Swallow {
			if x == 1 {
				panic(fmt.Sprintf("bad item %d", x))
			}
			fmt.Println("item", x)
		}
		fmt.Println("not reached")
	})
	for x := range Swallow {
		if x == 2 {
			panic("unrecovered")
		}
	}
}

// Output:
// ignore 0
// ignore 1
// ignored false: runtime error: range function continued iteration after function for loop body returned false (runtime.Error: true)
// keep 1
// loop over
// kept yield: runtime error: range function continued iteration after whole loop exit (runtime.Error: true)
// item 0
// iterator swallowed: bad item 1
// swallowed panic: runtime error: range function recovered a loop body panic and did not resume panicking (runtime.Error: true)
// iterator swallowed: unrecovered
// Stderr:
// panic: runtime error: range function recovered a loop body panic and did not resume panicking
//
// goroutine 1 [running]:
// Exit: 2
