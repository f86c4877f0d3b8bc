package main

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
)

type Shape interface{ Area() float64 }
type Sq struct{ S float64 }

func (s Sq) Area() float64 { return s.S * s.S }

type Named interface{ Name() string }

func try(label string, f func()) {
	defer func() {
		r := recover()
		var re runtime.Error
		isRE := false
		if e, ok := r.(error); ok {
			isRE = errors.As(e, &re)
		}
		fmt.Printf("%-14s %v (runtime.Error=%v, %T)\n", label, r, isRE, r)
	}()
	f()
}

func main() {
	var m map[string]int
	var s []int
	arr := [5]int{}
	var sh Shape
	var any1 any = Sq{2}
	var p *Sq
	str := "héllo"
	i, j, k := 3, 1, 10
	var ch chan int
	try("nil map", func() { m["a"] = 1 })
	try("index", func() { _ = s[i] })
	try("index neg", func() { idx := -1; _ = arr[idx+0*i:][idx] })
	try("slice", func() { _ = arr[i:j] })
	try("slice cap", func() { _ = s[:k] })
	try("slice3", func() { _ = arr[0:2:k] })
	try("slice3 b", func() { _ = arr[0:k:4] })
	try("str index", func() { _ = str[k] })
	try("str slice", func() { _ = str[j:k] })
	try("nil iface", func() { _ = sh.Area() })
	try("assert", func() { _ = any1.(Named) })
	try("assert2", func() { _ = any1.(*Sq) })
	try("assert3", func() { _ = any1.(fmt.Stringer) })
	try("assert nil", func() { var e any; _ = e.(int) })
	try("nil ptr", func() { _ = p.S })
	try("nil ptr method", func() { _ = p.Area() })
	try("div", func() { z := 0; _ = 10 / z })
	try("mod", func() { z := 0; _ = 10 % z })
	try("close nil", func() { close(ch) })
	try("close twice", func() { c := make(chan int); close(c); close(c) })
	try("send closed", func() { c := make(chan int, 1); close(c); c <- 1 })
	try("neg make", func() { n := -1; _ = make([]int, n) })
	try("make cap", func() { n := 5; _ = make([]int, n, 2+0*n) })
	try("conv slice", func() { _ = [4]int(s) })
	try("custom err", func() { panic(fmt.Errorf("wrapped: %w", errors.New("inner"))) })
	try("custom val", func() { panic(struct{ A int }{3}) })
	try("nil panic", func() { panic(nil) })
	try("strings.Repeat", func() { _ = strings.Repeat("x", -1) })
	try("unhashable", func() { mm := map[any]int{}; mm[[]int{1}] = 1 })
	try("cmp iface", func() { var a, b any = []int{}, []int{}; _ = a == b })
	try("append nil map", func() { var mm map[string][]int; mm["k"] = append(mm["k"], 1) })
	var arr2 [3]int
	idx := 5
	arr2[idx%len(arr2)] = 1
	fmt.Println(arr2)
	_ = arr2[idx]
}

// Output:
// nil map        assignment to entry in nil map (runtime.Error=true, runtime.plainError)
// index          runtime error: index out of range [3] with length 0 (runtime.Error=true, runtime.boundsError)
// index neg      runtime error: slice bounds out of range [-1:] (runtime.Error=true, runtime.boundsError)
// slice          runtime error: slice bounds out of range [3:1] (runtime.Error=true, runtime.boundsError)
// slice cap      runtime error: slice bounds out of range [:10] with capacity 0 (runtime.Error=true, runtime.boundsError)
// slice3         runtime error: slice bounds out of range [::10] with length 5 (runtime.Error=true, runtime.boundsError)
// slice3 b       runtime error: slice bounds out of range [:10:4] (runtime.Error=true, runtime.boundsError)
// str index      runtime error: index out of range [10] with length 6 (runtime.Error=true, runtime.boundsError)
// str slice      runtime error: slice bounds out of range [:10] with length 6 (runtime.Error=true, runtime.boundsError)
// nil iface      runtime error: invalid memory address or nil pointer dereference (runtime.Error=true, runtime.errorString)
// assert         interface conversion: main.Sq is not main.Named: missing method Name (runtime.Error=true, *runtime.TypeAssertionError)
// assert2        interface conversion: interface {} is main.Sq, not *main.Sq (runtime.Error=true, *runtime.TypeAssertionError)
// assert3        interface conversion: main.Sq is not fmt.Stringer: missing method String (runtime.Error=true, *runtime.TypeAssertionError)
// assert nil     interface conversion: interface {} is nil, not int (runtime.Error=true, *runtime.TypeAssertionError)
// nil ptr        runtime error: invalid memory address or nil pointer dereference (runtime.Error=true, runtime.errorString)
// nil ptr method runtime error: invalid memory address or nil pointer dereference (runtime.Error=true, runtime.errorString)
// div            runtime error: integer divide by zero (runtime.Error=true, runtime.errorString)
// mod            runtime error: integer divide by zero (runtime.Error=true, runtime.errorString)
// close nil      close of nil channel (runtime.Error=true, runtime.plainError)
// close twice    close of closed channel (runtime.Error=true, runtime.plainError)
// send closed    send on closed channel (runtime.Error=true, runtime.plainError)
// neg make       runtime error: makeslice: len out of range (runtime.Error=true, runtime.errorString)
// make cap       runtime error: makeslice: cap out of range (runtime.Error=true, runtime.errorString)
// conv slice     runtime error: cannot convert slice with length 0 to array or pointer to array with length 4 (runtime.Error=true, runtime.boundsError)
// custom err     wrapped: inner (runtime.Error=false, *fmt.wrapError)
// custom val     {3} (runtime.Error=false, struct { A int })
// nil panic      panic called with nil argument (runtime.Error=true, *runtime.PanicNilError)
// strings.Repeat strings: negative Repeat count (runtime.Error=false, string)
// unhashable     runtime error: hash of unhashable type []int (runtime.Error=true, runtime.errorString)
// cmp iface      runtime error: comparing uncomparable type []int (runtime.Error=true, runtime.errorString)
// append nil map assignment to entry in nil map (runtime.Error=true, runtime.plainError)
// [0 0 1]
// Stderr:
// panic: runtime error: index out of range [5] with length 3
//
// goroutine 1 [running]:
// Exit: 2
