package main

import (
	"fmt"
	"errors"
)

func try(name string, f func()) {
	defer func() {
		r := recover()
		if e, ok := r.(error); ok {
			fmt.Printf("%s: %T %v\n", name, e, e)
			return
		}
		fmt.Printf("%s: %T %v\n", name, r, r)
	}()
	f()
}

type Shape interface{ Area() float64 }
type Sq struct{ s float64 }

func (s Sq) Area() float64 { return s.s * s.s }

func main() {
	s := []int{1, 2, 3}
	i, j := 5, 1
	str := "héllo"
	var m map[string]int
	var p *Sq
	var sh Shape
	var anyv any = "str"
	arr := [4]int{}
	try("index", func() { _ = s[i] })
	try("neg", func() { k := -1; _ = s[k] })
	try("slice hi", func() { _ = s[1:i] })
	try("slice inv", func() { _ = s[2:j] })
	try("slice3", func() { _ = s[0:2:i] })
	try("slice3 inv", func() { _ = s[0:3:2+j-1] })
	try("str idx", func() { _ = str[10] })
	try("str slice", func() { _ = str[3:i+5] })
	try("arr", func() { _ = arr[i] })
	try("nil map", func() { m["a"] = 1 })
	try("nil ptr", func() { _ = p.s })
	try("nil iface method", func() { _ = sh.Area() })
	try("assert", func() { _ = anyv.(int) })
	try("assert iface", func() { _ = anyv.(Shape) })
	try("assert nil", func() { var e any; _ = e.(string) })
	try("assert named", func() { var x any = Sq{}; _ = x.(*Sq) })
	try("div", func() { z := 0; _ = 10 / z })
	try("mod", func() { z := 0; _ = 10 % z })
	try("closed", func() { c := make(chan int); close(c); close(c) })
	try("send closed", func() { c := make(chan int, 1); close(c); c <- 1 })
	try("nil close", func() { var c chan int; close(c) })
	try("makeslice", func() { n := -1; _ = make([]int, n) })
	try("makeslice cap", func() { n := 1; _ = make([]int, 2, n) })
	try("custom", func() { panic(fmt.Sprintf("bad %d", 3)) })
	try("error", func() { panic(fmt.Errorf("wrapped: %w", errors.ErrUnsupported)) })
	try("conv", func() { _ = [2]int(s) })
	try("unhashable", func() { mm := map[any]int{}; mm[[]int{1}] = 1 })
	try("cmp", func() { var a, b any = []int{}, []int{}; _ = a == b })
	var big []int
	fmt.Println(len(big), cap(big), big == nil)
	_ = s[i%3]
	fmt.Println(s[3-i+4])
}

// Output:
// index: runtime.boundsError runtime error: index out of range [5] with length 3
// neg: runtime.boundsError runtime error: index out of range [-1]
// slice hi: runtime.boundsError runtime error: slice bounds out of range [:5] with capacity 3
// slice inv: runtime.boundsError runtime error: slice bounds out of range [2:1]
// slice3: runtime.boundsError runtime error: slice bounds out of range [::5] with capacity 3
// slice3 inv: runtime.boundsError runtime error: slice bounds out of range [:3:2]
// str idx: runtime.boundsError runtime error: index out of range [10] with length 6
// str slice: runtime.boundsError runtime error: slice bounds out of range [:10] with length 6
// arr: runtime.boundsError runtime error: index out of range [5] with length 4
// nil map: runtime.plainError assignment to entry in nil map
// nil ptr: runtime.errorString runtime error: invalid memory address or nil pointer dereference
// nil iface method: runtime.errorString runtime error: invalid memory address or nil pointer dereference
// assert: *runtime.TypeAssertionError interface conversion: interface {} is string, not int
// assert iface: *runtime.TypeAssertionError interface conversion: string is not main.Shape: missing method Area
// assert nil: *runtime.TypeAssertionError interface conversion: interface {} is nil, not string
// assert named: *runtime.TypeAssertionError interface conversion: interface {} is main.Sq, not *main.Sq
// div: runtime.errorString runtime error: integer divide by zero
// mod: runtime.errorString runtime error: integer divide by zero
// closed: runtime.plainError close of closed channel
// send closed: runtime.plainError send on closed channel
// nil close: runtime.plainError close of nil channel
// makeslice: runtime.errorString runtime error: makeslice: len out of range
// makeslice cap: runtime.errorString runtime error: makeslice: cap out of range
// custom: string bad 3
// error: *fmt.wrapError wrapped: unsupported operation
// conv: <nil> <nil>
// unhashable: runtime.errorString runtime error: hash of unhashable type []int
// cmp: runtime.errorString runtime error: comparing uncomparable type []int
// 0 0 true
// 3
