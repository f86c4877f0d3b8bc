package main

import (
	"errors"
	"fmt"
)

func safe(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %v\n", name, r)
			if err, ok := r.(error); ok {
				fmt.Println("  is error:", err.Error())
			}
		}
	}()
	f()
}

type custom struct{ code int }

func main() {
	safe("index", func() {
		s := []int{1}
		i := 5
		_ = s[i]
	})
	safe("nil map", func() {
		var m map[string]int
		m["a"] = 1
	})
	safe("div", func() {
		a, b := 1, 0
		_ = a / b
	})
	safe("nil ptr", func() {
		var p *custom
		_ = p.code
	})
	safe("assert", func() {
		var i interface{} = "s"
		_ = i.(int)
	})
	safe("slice", func() {
		s := make([]int, 2, 3)
		j := 5
		_ = s[1:j]
	})
	safe("custom", func() { panic(custom{42}) })
	safe("error", func() { panic(errors.New("boom")) })
	safe("string", func() { panic(fmt.Sprintf("formatted %d", 7)) })
	safe("closed chan", func() {
		c := make(chan int)
		close(c)
		close(c)
	})
	safe("conversion", func() {
		var i interface{} = 3.5
		_ = i.(fmt.Stringer)
	})
	safe("neg len", func() {
		n := -1
		_ = make([]int, n)
	})
	fmt.Println("done")
	var arr []int
	fmt.Println(arr[0])
}

// Output:
// index: runtime error: index out of range [5] with length 1
//   is error: runtime error: index out of range [5] with length 1
// nil map: assignment to entry in nil map
//   is error: assignment to entry in nil map
// div: runtime error: integer divide by zero
//   is error: runtime error: integer divide by zero
// nil ptr: runtime error: invalid memory address or nil pointer dereference
//   is error: runtime error: invalid memory address or nil pointer dereference
// assert: interface conversion: interface {} is string, not int
//   is error: interface conversion: interface {} is string, not int
// slice: runtime error: slice bounds out of range [:5] with capacity 3
//   is error: runtime error: slice bounds out of range [:5] with capacity 3
// custom: {42}
// error: boom
//   is error: boom
// string: formatted 7
// closed chan: close of closed channel
//   is error: close of closed channel
// conversion: interface conversion: float64 is not fmt.Stringer: missing method String
//   is error: interface conversion: float64 is not fmt.Stringer: missing method String
// neg len: runtime error: makeslice: len out of range
//   is error: runtime error: makeslice: len out of range
// done
// Stderr:
// panic: runtime error: index out of range [0] with length 0
//
// goroutine 1 [running]:
// Exit: 2
