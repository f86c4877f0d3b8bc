package main

import (
	"fmt"
	"runtime"
	"strings"
)

func try(name string, f func()) {
	defer func() {
		r := recover()
		re, isRuntime := r.(runtime.Error)
		msg := fmt.Sprint(r)
		if isRuntime {
			msg = re.Error()
		}
		fmt.Printf("%-12s runtime=%-5t %s\n", name, isRuntime, msg)
	}()
	f()
}

type Shape interface{ Area() float64 }
type Square struct{ S float64 }

func (s *Square) Area() float64 { return s.S * s.S }

func main() {
	var nums []int
	var arr [4]int
	idx := 5
	try("index", func() { _ = nums[idx] })
	try("array", func() { arr[idx%8] = 1 })
	try("slice", func() { _ = arr[1:idx] })
	try("slice3", func() { s := make([]int, 2, 4); _ = s[1:3:idx] })
	try("inverted", func() { lo := 3; _ = "hello"[lo:2] })
	try("makeslice", func() { n := -1; _ = make([]int, n) })
	try("makecap", func() { n := 10; _ = make([]int, n, 2) })
	try("closed", func() { c := make(chan int); close(c); close(c) })
	try("sendclosed", func() { c := make(chan int, 1); close(c); c <- 1 })
	try("nilclose", func() { var c chan int; close(c) })
	try("assert", func() { var x any = "str"; _ = x.(int) })
	try("assertiface", func() { var x any = 3; _ = x.(fmt.Stringer) })
	try("nilmethod", func() { var s *Square; var sh Shape = s; sh.Area() })
	try("niliface", func() { var sh Shape; sh.Area() })
	try("divide", func() { a, b := 1, 0; _ = a / b })
	try("modulo", func() { a, b := int8(-128), int8(0); _ = a % b })
	try("custom", func() { panic(fmt.Errorf("wrapped: %w", fmt.Errorf("inner"))) })
	try("nilpanic", func() { panic(nil) })
	try("strings", func() { strings.Repeat("x", -1) })
	try("conversion", func() { s := []int{1, 2}; _ = [3]int(s) })
}

// Output:
// index        runtime=true  runtime error: index out of range [5] with length 0
// array        runtime=true  runtime error: index out of range [5] with length 4
// slice        runtime=true  runtime error: slice bounds out of range [:5] with length 4
// slice3       runtime=true  runtime error: slice bounds out of range [::5] with capacity 4
// inverted     runtime=true  runtime error: slice bounds out of range [3:2]
// makeslice    runtime=true  runtime error: makeslice: len out of range
// makecap      runtime=true  runtime error: makeslice: cap out of range
// closed       runtime=true  close of closed channel
// sendclosed   runtime=true  send on closed channel
// nilclose     runtime=true  close of nil channel
// assert       runtime=true  interface conversion: interface {} is string, not int
// assertiface  runtime=true  interface conversion: int is not fmt.Stringer: missing method String
// nilmethod    runtime=true  runtime error: invalid memory address or nil pointer dereference
// niliface     runtime=true  runtime error: invalid memory address or nil pointer dereference
// divide       runtime=true  runtime error: integer divide by zero
// modulo       runtime=true  runtime error: integer divide by zero
// custom       runtime=false wrapped: inner
// nilpanic     runtime=true  panic called with nil argument
// strings      runtime=false strings: negative Repeat count
// conversion   runtime=true  runtime error: cannot convert slice with length 2 to array or pointer to array with length 3
