package main

import (
	"fmt"
	"strings"
)

type Shape interface{ Area() float64 }
type Named interface{ Name() string }
type Sq struct{ s float64 }

func (q Sq) Area() float64 { return q.s * q.s }

func try(name string, f func()) {
	defer func() {
		r := recover()
		if e, ok := r.(error); ok {
			fmt.Printf("%-10s error %T: %v\n", name, e, e)
			return
		}
		fmt.Printf("%-10s value %T: %v\n", name, r, r)
	}()
	f()
}

func main() {
	s := []int{1, 2, 3}
	var m map[string]int
	var sh Shape = Sq{2}
	var a any = "str"
	var np *Sq
	arr := [4]int{}
	i, j := 5, 1
	try("index", func() { _ = s[i] })
	try("slice", func() { _ = s[1:i] })
	try("slice2", func() { _ = s[i:] })
	try("slice3", func() { _ = s[2:j] })
	try("slice3i", func() { _ = s[0:1:i] })
	try("arr", func() { _ = arr[i%8] })
	try("str", func() { _ = "abc"[i] })
	try("strsl", func() { _ = "abc"[j:i] })
	try("nilmap", func() { m["a"] = 1 })
	try("assert", func() { _ = a.(int) })
	try("assert2", func() { _ = sh.(Named) })
	try("assert3", func() { _ = a.(Shape) })
	try("assert4", func() { var e any; _ = e.(string) })
	try("nilptr", func() { _ = np.s })
	try("nilmeth", func() { _ = np.Area() })
	try("div", func() { _ = i / (j - 1) })
	try("conv", func() { _ = [2]int(s) })
	try("closed", func() { c := make(chan int); close(c); close(c) })
	try("nilchan", func() { var c chan int; close(c) })
	try("sendcl", func() { c := make(chan int, 1); close(c); c <- 1 })
	try("custom", func() { panic(fmt.Errorf("wrapped: %w", fmt.Errorf("inner"))) })
	try("repeat", func() { _ = strings.Repeat("x", -1) })
	try("makesl", func() { n := -1; _ = make([]int, n) })
	try("makecap", func() { n := 1; _ = make([]int, 2, n) })
	try("nilfunc", func() { var f func(); f() })
	try("value", func() { panic(Sq{3}) })
	try("nilpanic", func() { panic(nil) })
	fmt.Println(s[len(s)-1], m == nil)
	var p *[3]int
	for k := range p {
		fmt.Print(k)
	}
	fmt.Println()
	fmt.Println(len(p))
	_ = p[1]
}

// Output:
// index      error runtime.boundsError: runtime error: index out of range [5] with length 3
// slice      error runtime.boundsError: runtime error: slice bounds out of range [:5] with capacity 3
// slice2     error runtime.boundsError: runtime error: slice bounds out of range [5:3]
// slice3     error runtime.boundsError: runtime error: slice bounds out of range [2:1]
// slice3i    error runtime.boundsError: runtime error: slice bounds out of range [::5] with capacity 3
// arr        error runtime.boundsError: runtime error: index out of range [5] with length 4
// str        error runtime.boundsError: runtime error: index out of range [5] with length 3
// strsl      error runtime.boundsError: runtime error: slice bounds out of range [:5] with length 3
// nilmap     error runtime.plainError: assignment to entry in nil map
// assert     error *runtime.TypeAssertionError: interface conversion: interface {} is string, not int
// assert2    error *runtime.TypeAssertionError: interface conversion: main.Sq is not main.Named: missing method Name
// assert3    error *runtime.TypeAssertionError: interface conversion: string is not main.Shape: missing method Area
// assert4    error *runtime.TypeAssertionError: interface conversion: interface {} is nil, not string
// nilptr     error runtime.errorString: runtime error: invalid memory address or nil pointer dereference
// nilmeth    error runtime.errorString: runtime error: invalid memory address or nil pointer dereference
// div        error runtime.errorString: runtime error: integer divide by zero
// conv       value <nil>: <nil>
// closed     error runtime.plainError: close of closed channel
// nilchan    error runtime.plainError: close of nil channel
// sendcl     error runtime.plainError: send on closed channel
// custom     error *fmt.wrapError: wrapped: inner
// repeat     value string: strings: negative Repeat count
// makesl     error runtime.errorString: runtime error: makeslice: len out of range
// makecap    error runtime.errorString: runtime error: makeslice: cap out of range
// nilfunc    error runtime.errorString: runtime error: invalid memory address or nil pointer dereference
// value      value main.Sq: {3}
// nilpanic   error *runtime.PanicNilError: panic called with nil argument
// 3 true
// 012
// 3
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
