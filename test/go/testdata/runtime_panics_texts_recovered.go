package main

import (
	"errors"
	"fmt"
	"runtime"
)

type Shape interface{ Area() float64 }
type Square struct{ S float64 }

func (s Square) Area() float64 { return s.S * s.S }

type Circle struct{ R float64 }

func (c *Circle) Area() float64 { return 3 * c.R * c.R }

func try(name string, f func()) {
	defer func() {
		r := recover()
		var re runtime.Error
		isRE := false
		if e, ok := r.(error); ok {
			isRE = errors.As(e, &re)
		}
		fmt.Printf("%-10s %T runtime=%t: %v\n", name, r, isRE, r)
	}()
	f()
}

func main() {
	var m map[string]int
	s := []int{1, 2, 3}
	i, j := 5, 1
	var sh Shape = Square{2}
	var nilSh Shape
	var ch chan int
	zero := 0
	try("nilmap", func() { m["a"] = 1 })
	try("index", func() { _ = s[i] })
	try("slice", func() { _ = s[i:] })
	try("slice2", func() { _ = s[2:j] })
	try("slice3", func() { _ = s[:1:i] })
	try("assert", func() { _ = sh.(*Circle) })
	try("assert2", func() { _ = sh.(fmt.Stringer) })
	try("assertnil", func() { _ = nilSh.(Square) })
	try("div", func() { fmt.Println(i / zero) })
	try("mod", func() { fmt.Println(i % zero) })
	try("makelen", func() { _ = make([]int, i-10) })
	try("makecap", func() { _ = make([]int, 3, i-4) })
	try("closenil", func() { close(ch) })
	try("closed", func() { c := make(chan int); close(c); close(c) })
	try("sendclosed", func() { c := make(chan int, 1); close(c); c <- 1 })
	try("nilderef", func() { var p *Square; fmt.Println(p.S) })
	try("nilcall", func() { var c *Circle; fmt.Println(c.Area()) })
	try("nilmethod", func() { fmt.Println(nilSh.Area()) })
	try("custom", func() { panic(fmt.Errorf("boom %d", 1)) })
	try("str", func() { panic("plain") })
	try("arr", func() { var a [3]int; k := 3; a[k%4] = 1 })
	try("conv", func() { _ = [4]int(s) })
	try("unhash", func() { mm := map[any]int{}; mm[[]int{1}] = 1 })
}

// Output:
// nilmap     runtime.plainError runtime=true: assignment to entry in nil map
// index      runtime.boundsError runtime=true: runtime error: index out of range [5] with length 3
// slice      runtime.boundsError runtime=true: runtime error: slice bounds out of range [5:3]
// slice2     runtime.boundsError runtime=true: runtime error: slice bounds out of range [2:1]
// slice3     runtime.boundsError runtime=true: runtime error: slice bounds out of range [::5] with capacity 3
// assert     *runtime.TypeAssertionError runtime=true: interface conversion: main.Shape is main.Square, not *main.Circle
// assert2    *runtime.TypeAssertionError runtime=true: interface conversion: main.Square is not fmt.Stringer: missing method String
// assertnil  *runtime.TypeAssertionError runtime=true: interface conversion: main.Shape is nil, not main.Square
// div        runtime.errorString runtime=true: runtime error: integer divide by zero
// mod        runtime.errorString runtime=true: runtime error: integer divide by zero
// makelen    runtime.errorString runtime=true: runtime error: makeslice: len out of range
// makecap    runtime.errorString runtime=true: runtime error: makeslice: cap out of range
// closenil   runtime.plainError runtime=true: close of nil channel
// closed     runtime.plainError runtime=true: close of closed channel
// sendclosed runtime.plainError runtime=true: send on closed channel
// nilderef   runtime.errorString runtime=true: runtime error: invalid memory address or nil pointer dereference
// nilcall    runtime.errorString runtime=true: runtime error: invalid memory address or nil pointer dereference
// nilmethod  runtime.errorString runtime=true: runtime error: invalid memory address or nil pointer dereference
// custom     *errors.errorString runtime=false: boom 1
// str        string runtime=false: plain
// arr        runtime.boundsError runtime=true: runtime error: index out of range [3] with length 3
// conv       runtime.boundsError runtime=true: runtime error: cannot convert slice with length 3 to array or pointer to array with length 4
// unhash     runtime.errorString runtime=true: runtime error: hash of unhashable type []int
