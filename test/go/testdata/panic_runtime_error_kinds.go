package main

import (
	"fmt"
	"strings"
)

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %v\n", name, r)
			if e, ok := r.(error); ok {
				fmt.Printf("  is error: %T %q\n", e, e.Error())
			}
		}
	}()
	f()
}

type T struct{ A int }
type I interface{ M() }
type U struct{}

func main() {
	s := []int{1, 2, 3}
	str := "hello"
	n := 5
	lo, hi := 3, 1
	try("index", func() { _ = s[n] })
	try("neg", func() { i := -1; _ = s[i] })
	try("str index", func() { _ = str[n+2] })
	try("slice hi", func() { _ = s[:n] })
	try("slice lo>hi", func() { _ = s[lo:hi] })
	try("slice lo", func() { _ = s[n:] })
	try("str slice", func() { _ = str[2:n+5] })
	try("3idx", func() { _ = s[0:1:n] })
	try("3idx2", func() { _ = s[0:hi+2:2] })
	try("arr", func() { var a [4]int; _ = a[n] })
	try("nil map", func() { var m map[string]int; m["x"] = 1 })
	try("nil ptr", func() { var p *T; p.A = 1 })
	try("assert", func() { var x any = "s"; _ = x.(int) })
	try("assert named", func() { var x any = T{}; _ = x.(U) })
	try("assert iface", func() { var x any = T{}; _ = x.(I) })
	try("assert nil", func() { var x any; _ = x.(string) })
	try("assert iface2iface", func() { var e error = fmt.Errorf("x"); _ = e.(fmt.Stringer) })
	try("div", func() { z := 0; _ = n / z })
	try("mod", func() { z := 0; _ = n % z })
	try("makeslice", func() { _ = make([]int, n-10) })
	try("makeslice cap", func() { _ = make([]int, 5, n-2) })
	try("shift", func() { sh := -1; _ = 1 << sh })
	try("closed chan", func() { c := make(chan int); close(c); close(c) })
	try("conv", func() { _ = [4]int(s) })
	try("custom", func() { panic(fmt.Sprintf("custom %d", 7)) })
	try("err", func() { panic(fmt.Errorf("wrapped")) })
	try("repeat", func() { _ = strings.Repeat("x", -1) })
	try("nil func", func() { var f func(); f() })
	try("append nil", func() { var p *[]int; *p = append(*p, 1) })
}

// Output:
// index: runtime error: index out of range [5] with length 3
//   is error: runtime.boundsError "runtime error: index out of range [5] with length 3"
// neg: runtime error: index out of range [-1]
//   is error: runtime.boundsError "runtime error: index out of range [-1]"
// str index: runtime error: index out of range [7] with length 5
//   is error: runtime.boundsError "runtime error: index out of range [7] with length 5"
// slice hi: runtime error: slice bounds out of range [:5] with capacity 3
//   is error: runtime.boundsError "runtime error: slice bounds out of range [:5] with capacity 3"
// slice lo>hi: runtime error: slice bounds out of range [3:1]
//   is error: runtime.boundsError "runtime error: slice bounds out of range [3:1]"
// slice lo: runtime error: slice bounds out of range [5:3]
//   is error: runtime.boundsError "runtime error: slice bounds out of range [5:3]"
// str slice: runtime error: slice bounds out of range [:10] with length 5
//   is error: runtime.boundsError "runtime error: slice bounds out of range [:10] with length 5"
// 3idx: runtime error: slice bounds out of range [::5] with capacity 3
//   is error: runtime.boundsError "runtime error: slice bounds out of range [::5] with capacity 3"
// 3idx2: runtime error: slice bounds out of range [:3:2]
//   is error: runtime.boundsError "runtime error: slice bounds out of range [:3:2]"
// arr: runtime error: index out of range [5] with length 4
//   is error: runtime.boundsError "runtime error: index out of range [5] with length 4"
// nil map: assignment to entry in nil map
//   is error: runtime.plainError "assignment to entry in nil map"
// nil ptr: runtime error: invalid memory address or nil pointer dereference
//   is error: runtime.errorString "runtime error: invalid memory address or nil pointer dereference"
// assert: interface conversion: interface {} is string, not int
//   is error: *runtime.TypeAssertionError "interface conversion: interface {} is string, not int"
// assert named: interface conversion: interface {} is main.T, not main.U
//   is error: *runtime.TypeAssertionError "interface conversion: interface {} is main.T, not main.U"
// assert iface: interface conversion: main.T is not main.I: missing method M
//   is error: *runtime.TypeAssertionError "interface conversion: main.T is not main.I: missing method M"
// assert nil: interface conversion: interface {} is nil, not string
//   is error: *runtime.TypeAssertionError "interface conversion: interface {} is nil, not string"
// assert iface2iface: interface conversion: *errors.errorString is not fmt.Stringer: missing method String
//   is error: *runtime.TypeAssertionError "interface conversion: *errors.errorString is not fmt.Stringer: missing method String"
// div: runtime error: integer divide by zero
//   is error: runtime.errorString "runtime error: integer divide by zero"
// mod: runtime error: integer divide by zero
//   is error: runtime.errorString "runtime error: integer divide by zero"
// makeslice: runtime error: makeslice: len out of range
//   is error: runtime.errorString "runtime error: makeslice: len out of range"
// makeslice cap: runtime error: makeslice: cap out of range
//   is error: runtime.errorString "runtime error: makeslice: cap out of range"
// shift: runtime error: negative shift amount
//   is error: runtime.errorString "runtime error: negative shift amount"
// closed chan: close of closed channel
//   is error: runtime.plainError "close of closed channel"
// conv: runtime error: cannot convert slice with length 3 to array or pointer to array with length 4
//   is error: runtime.boundsError "runtime error: cannot convert slice with length 3 to array or pointer to array with length 4"
// custom: custom 7
// err: wrapped
//   is error: *errors.errorString "wrapped"
// repeat: strings: negative Repeat count
// nil func: runtime error: invalid memory address or nil pointer dereference
//   is error: runtime.errorString "runtime error: invalid memory address or nil pointer dereference"
// append nil: runtime error: invalid memory address or nil pointer dereference
//   is error: runtime.errorString "runtime error: invalid memory address or nil pointer dereference"
