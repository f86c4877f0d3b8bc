package main

import (
	"errors"
	"fmt"
	"runtime"
)

func try(name string, f func()) {
	defer func() {
		r := recover()
		_, isRuntime := r.(runtime.Error)
		var re runtime.Error
		fmt.Printf("%s: %v (runtime.Error: %v, %v)\n", name, r, isRuntime, r != nil && errors.As(r.(error), &re))
	}()
	f()
}

func main() {
	n := -1
	try("make chan", func() { _ = make(chan int, n) })
	try("make slice len", func() { _ = make([]int, n) })
	try("make slice cap", func() { _ = make([]int, 0, n) })
	try("make map", func() { fmt.Println(len(make(map[int]int, n))) })
	_ = make(chan string, n-1)
}

// Output:
// make chan: makechan: size out of range (runtime.Error: true, true)
// make slice len: runtime error: makeslice: len out of range (runtime.Error: true, true)
// make slice cap: runtime error: makeslice: cap out of range (runtime.Error: true, true)
// 0
// make map: <nil> (runtime.Error: false, false)
// Stderr:
// panic: makechan: size out of range
//
// goroutine 1 [running]:
// Exit: 2
