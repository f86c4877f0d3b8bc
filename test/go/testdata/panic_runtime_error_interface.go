package main

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
)

func try(name string, f func()) {
	defer func() {
		r := recover()
		re, isRuntime := r.(runtime.Error)
		err, isErr := r.(error)
		fmt.Printf("%-10s runtime=%-5v error=%-5v %T\n", name, isRuntime, isErr, r)
		if isRuntime {
			fmt.Println("          ", re.Error())
		} else if isErr {
			fmt.Println("          ", err)
		} else {
			fmt.Println("          ", r)
		}
	}()
	f()
}

type shape interface{ Area() float64 }
type sq struct{ s float64 }

func (s sq) Area() float64 { return s.s * s.s }

func main() {
	var arr []int
	var m map[string][]int
	var ip *int
	var sh shape
	var a any = "str"
	try("index", func() { _ = arr[3] })
	try("slice3", func() { s := make([]int, 2, 4); _ = s[1:2:5] })
	try("slice-neg", func() { i := -1; _ = "abc"[i:] })
	try("str-index", func() { s := "héllo"; i := 10; _ = s[i] })
	try("map-write", func() { m["k"] = append(m["k"], 1) })
	try("nil-deref", func() { _ = *ip })
	try("iface-nil", func() { _ = sh.Area() })
	try("assert", func() { _ = a.(int) })
	try("assert-if", func() { _ = a.(shape) })
	try("assert-nil", func() { var e any; _ = e.(fmt.Stringer) })
	try("conv", func() { s := []int{1, 2}; _ = [3]int(s) })
	try("make-neg", func() { n := -1; _ = make([]int, n) })
	try("make-cap", func() { n := 5; _ = make([]int, n, 2) })
	try("custom", func() { panic(errors.New("plain error")) })
	try("string", func() { panic("plain string") })
	try("sprintf", func() { panic(fmt.Sprintf("%d items", 3)) })
	try("repeat", func() { _ = strings.Repeat("ab", -2) })
	try("div", func() { z := 0; _ = 10 % z })
	try("array", func() { var x [4]int; i := 4; x[i] = 1 })
	try("closed", func() { c := make(chan int); close(c); close(c) })
	try("unhashable", func() { mm := map[any]int{}; mm[[]int{1}] = 1 })
	try("cmp-iface", func() { var x, y any = []int{1}, []int{1}; _ = x == y })
	try("nil-func", func() { var f func(); f() })
}

// Output:
// index      runtime=true  error=true  runtime.boundsError
//            runtime error: index out of range [3] with length 0
// slice3     runtime=true  error=true  runtime.boundsError
//            runtime error: slice bounds out of range [::5] with capacity 4
// slice-neg  runtime=true  error=true  runtime.boundsError
//            runtime error: slice bounds out of range [-1:]
// str-index  runtime=true  error=true  runtime.boundsError
//            runtime error: index out of range [10] with length 6
// map-write  runtime=true  error=true  runtime.plainError
//            assignment to entry in nil map
// nil-deref  runtime=true  error=true  runtime.errorString
//            runtime error: invalid memory address or nil pointer dereference
// iface-nil  runtime=true  error=true  runtime.errorString
//            runtime error: invalid memory address or nil pointer dereference
// assert     runtime=true  error=true  *runtime.TypeAssertionError
//            interface conversion: interface {} is string, not int
// assert-if  runtime=true  error=true  *runtime.TypeAssertionError
//            interface conversion: string is not main.shape: missing method Area
// assert-nil runtime=true  error=true  *runtime.TypeAssertionError
//            interface conversion: interface is nil, not fmt.Stringer
// conv       runtime=true  error=true  runtime.boundsError
//            runtime error: cannot convert slice with length 2 to array or pointer to array with length 3
// make-neg   runtime=true  error=true  runtime.errorString
//            runtime error: makeslice: len out of range
// make-cap   runtime=true  error=true  runtime.errorString
//            runtime error: makeslice: cap out of range
// custom     runtime=false error=true  *errors.errorString
//            plain error
// string     runtime=false error=false string
//            plain string
// sprintf    runtime=false error=false string
//            3 items
// repeat     runtime=false error=false string
//            strings: negative Repeat count
// div        runtime=true  error=true  runtime.errorString
//            runtime error: integer divide by zero
// array      runtime=true  error=true  runtime.boundsError
//            runtime error: index out of range [4] with length 4
// closed     runtime=true  error=true  runtime.plainError
//            close of closed channel
// unhashable runtime=true  error=true  runtime.errorString
//            runtime error: hash of unhashable type []int
// cmp-iface  runtime=true  error=true  runtime.errorString
//            runtime error: comparing uncomparable type []int
// nil-func   runtime=true  error=true  runtime.errorString
//            runtime error: invalid memory address or nil pointer dereference
