package main

import (
	"fmt"
	"strings"
)

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%-10s %v\n", name+":", r)
			if e, ok := r.(interface{ RuntimeError() }); ok {
				_ = e
				fmt.Println("           (is runtime.Error)")
			}
		}
	}()
	f()
}

type Node struct {
	Val  int
	Next *Node
}

func main() {
	xs := []int{1, 2, 3}
	var m map[string]int
	var n *Node
	var arr [4]int
	idx := 5
	lo, hi := 3, 1
	zero := 0
	var iface interface{} = "str"
	var nilFn func()
	try("index", func() { _ = xs[idx] })
	try("neg", func() { _ = xs[idx-10] })
	try("slice", func() { _ = xs[lo:hi] })
	try("slicecap", func() { _ = xs[:idx] })
	try("slice3", func() { _ = xs[0:2:idx] })
	try("array", func() { _ = arr[idx%8] })
	try("map", func() { m["a"] = 1 })
	try("nilptr", func() { _ = n.Val })
	try("div", func() { _ = 10 / zero })
	try("mod", func() { _ = 10 % zero })
	try("assert", func() { _ = iface.(int) })
	try("assert2", func() { _ = iface.(fmt.Stringer) })
	try("nilfunc", func() { nilFn() })
	try("str", func() { s := "abc"; _ = s[idx] })
	try("strslice", func() { s := "abc"; _ = s[2 : lo-2] })
	try("makeneg", func() { _ = make([]int, idx-10) })
	try("closed", func() { c := make(chan int); close(c); close(c) })
	try("sendclosed", func() { c := make(chan int, 1); close(c); c <- 1 })
	try("conv", func() { _ = [2]int(xs) })
	try("repeat", func() { _ = strings.Repeat("x", -1) })
}

// Output:
// index:     runtime error: index out of range [5] with length 3
//            (is runtime.Error)
// neg:       runtime error: index out of range [-5]
//            (is runtime.Error)
// slice:     runtime error: slice bounds out of range [3:1]
//            (is runtime.Error)
// slicecap:  runtime error: slice bounds out of range [:5] with capacity 3
//            (is runtime.Error)
// slice3:    runtime error: slice bounds out of range [::5] with capacity 3
//            (is runtime.Error)
// array:     runtime error: index out of range [5] with length 4
//            (is runtime.Error)
// map:       assignment to entry in nil map
//            (is runtime.Error)
// nilptr:    runtime error: invalid memory address or nil pointer dereference
//            (is runtime.Error)
// div:       runtime error: integer divide by zero
//            (is runtime.Error)
// mod:       runtime error: integer divide by zero
//            (is runtime.Error)
// assert:    interface conversion: interface {} is string, not int
//            (is runtime.Error)
// assert2:   interface conversion: string is not fmt.Stringer: missing method String
//            (is runtime.Error)
// nilfunc:   runtime error: invalid memory address or nil pointer dereference
//            (is runtime.Error)
// str:       runtime error: index out of range [5] with length 3
//            (is runtime.Error)
// strslice:  runtime error: slice bounds out of range [2:1]
//            (is runtime.Error)
// makeneg:   runtime error: makeslice: len out of range
//            (is runtime.Error)
// closed:    close of closed channel
//            (is runtime.Error)
// sendclosed: send on closed channel
//            (is runtime.Error)
// repeat:    strings: negative Repeat count
