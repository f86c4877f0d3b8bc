package main

import (
	"fmt"
	"strings"
	"sync"
)

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %v (%T)\n", name, r, r)
		}
	}()
	f()
}

func main() {
	try("builder copy", func() {
		var b strings.Builder
		b.WriteString("x")
		c := b
		c.WriteString("y")
	})
	try("wg negative", func() {
		var wg sync.WaitGroup
		wg.Done()
	})
	try("close nil", func() {
		var ch chan int
		close(ch)
	})
	try("close twice", func() {
		ch := make(chan int)
		close(ch)
		close(ch)
	})
	try("send closed", func() {
		ch := make(chan int, 1)
		close(ch)
		ch <- 1
	})
	try("nil map", func() {
		var m map[string][]int
		m["a"] = append(m["a"], 1)
	})
	try("slice3", func() {
		s := make([]int, 2, 5)
		i, j, k := 1, 4, 3
		_ = s[i:j:k]
	})
	try("conv", func() {
		s := []int{1, 2}
		_ = [4]int(s)
	})
	try("assert", func() {
		var x any = 5
		_ = x.(string)
	})
	try("assert iface", func() {
		var x any = 5
		_ = x.(fmt.Stringer)
	})
	try("nil func", func() {
		var f func(int) int
		f(1)
	})
	try("div", func() {
		a, b := 1, 0
		_ = a % b
	})
	try("neg make", func() {
		n := -1
		_ = make([]int, n)
	})
	try("neg shift", func() {
		n := -1
		_ = 1 << n
	})
	try("string index", func() {
		s := "abc"
		i := 5
		_ = s[i]
	})
	try("array ptr nil", func() {
		var p *[3]int
		_ = p[1]
	})
	try("repeat", func() {
		_ = strings.Repeat("x", -1)
	})
	try("once panic", func() {
		var o sync.Once
		o.Do(func() { panic("in once") })
	})
	try("custom", func() { panic(fmt.Errorf("wrapped: %w", fmt.Errorf("inner"))) })
	try("nil panic", func() { panic(nil) })
}

// Output:
// builder copy: strings: illegal use of non-zero Builder copied by value (string)
// wg negative: sync: negative WaitGroup counter (string)
// close nil: close of nil channel (runtime.plainError)
// close twice: close of closed channel (runtime.plainError)
// send closed: send on closed channel (runtime.plainError)
// nil map: assignment to entry in nil map (runtime.plainError)
// slice3: runtime error: slice bounds out of range [:4:3] (runtime.boundsError)
// conv: runtime error: cannot convert slice with length 2 to array or pointer to array with length 4 (runtime.boundsError)
// assert: interface conversion: interface {} is int, not string (*runtime.TypeAssertionError)
// assert iface: interface conversion: int is not fmt.Stringer: missing method String (*runtime.TypeAssertionError)
// nil func: runtime error: invalid memory address or nil pointer dereference (runtime.errorString)
// div: runtime error: integer divide by zero (runtime.errorString)
// neg make: runtime error: makeslice: len out of range (runtime.errorString)
// neg shift: runtime error: negative shift amount (runtime.errorString)
// string index: runtime error: index out of range [5] with length 3 (runtime.boundsError)
// array ptr nil: runtime error: invalid memory address or nil pointer dereference (runtime.errorString)
// repeat: strings: negative Repeat count (string)
// once panic: in once (string)
// custom: wrapped: inner (*fmt.wrapError)
// nil panic: panic called with nil argument (*runtime.PanicNilError)
