package main

import (
	"errors"
	"fmt"
	"runtime"
)

func try(name string, f func()) {
	defer func() {
		r := recover()
		var re runtime.Error
		if err, ok := r.(error); ok && errors.As(err, &re) {
			fmt.Printf("%s: runtime error %q\n", name, re.Error())
			return
		}
		fmt.Printf("%s: %v (%T)\n", name, r, r)
	}()
	f()
}

type T struct{ arr [3]int }

func main() {
	var fn func(int) int
	try("nil func", func() { fn(1) })
	var ap *[3]int
	try("nil array ptr index", func() { _ = ap[1] })
	try("nil array ptr len", func() { fmt.Println(len(ap)) })
	var t *T
	try("nil struct field array", func() { t.arr[0] = 1 })
	try("panic nil", func() { panic(nil) })
	try("slice to array", func() {
		s := []int{1, 2}
		_ = [3]int(s)
	})
	try("shift negative", func() {
		n := -1
		_ = 1 << n
	})
	try("string conv", func() { var a any = 5; _ = a.(string) })
	try("errors", func() { panic(errors.New("plain")) })
	try("unhashable", func() {
		m := map[any]int{}
		m[[]int{1}] = 1
	})
	try("chan send closed", func() {
		c := make(chan struct{}, 1)
		close(c)
		c <- struct{}{}
	})
	try("overflow make", func() {
		n := 1 << 62
		_ = make([]int64, n)
	})
	try("div min", func() {
		a, b := int8(-128), int8(-1)
		fmt.Println(a / b)
	})
	try("float div", func() {
		z := 0.0
		fmt.Println(1/z, -1/z, z/z)
	})
}

// Output:
// nil func: runtime error "runtime error: invalid memory address or nil pointer dereference"
// nil array ptr index: runtime error "runtime error: invalid memory address or nil pointer dereference"
// 3
// nil array ptr len: <nil> (<nil>)
// nil struct field array: runtime error "runtime error: invalid memory address or nil pointer dereference"
// panic nil: runtime error "panic called with nil argument"
// slice to array: runtime error "runtime error: cannot convert slice with length 2 to array or pointer to array with length 3"
// shift negative: runtime error "runtime error: negative shift amount"
// string conv: runtime error "interface conversion: interface {} is int, not string"
// errors: plain (*errors.errorString)
// unhashable: runtime error "runtime error: hash of unhashable type []int"
// chan send closed: runtime error "send on closed channel"
// overflow make: runtime error "runtime error: makeslice: len out of range"
// -128
// div min: <nil> (<nil>)
// +Inf -Inf NaN
// float div: <nil> (<nil>)
