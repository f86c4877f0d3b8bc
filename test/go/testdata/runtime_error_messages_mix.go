package main

import (
	"errors"
	"fmt"
	"runtime"
)

type Shape interface{ Area() float64 }
type Sq struct{ s float64 }

func (q Sq) Area() float64 { return q.s * q.s }

type Box[T any] struct{ v T }

func try(name string, f func()) {
	defer func() {
		r := recover()
		var re runtime.Error
		if err, ok := r.(error); ok && errors.As(err, &re) {
			fmt.Printf("%s: runtime.Error: %v\n", name, re)
			return
		}
		fmt.Printf("%s: %T %v\n", name, r, r)
	}()
	f()
}

func main() {
	var zero int
	s := []int{1, 2, 3}
	try("div", func() { fmt.Println(10 / zero) })
	try("mod", func() { fmt.Println(10 % zero) })
	try("shift", func() { n := -1; fmt.Println(1 << n) })
	try("nilfunc", func() { var f func(); f() })
	try("nilmap", func() { var m map[string][]int; m["a"] = append(m["a"], 1) })
	try("unhashable", func() { m := map[any]int{}; m[[]int{1}] = 1 })
	try("unhashable2", func() { m := map[any]int{}; m[struct{ f func() }{}] = 1 })
	try("assert", func() { var x any = "s"; _ = x.(int) })
	try("assert2", func() { var x any = Sq{1}; _ = x.(fmt.Stringer) })
	try("assert3", func() { var sh Shape; _ = sh.(Sq) })
	try("assert4", func() { var x any = Box[int]{1}; _ = x.(Box[string]) })
	try("index", func() { i := 5; _ = s[i] })
	try("slice", func() { i, j := 2, 1; _ = s[i:j] })
	try("slice3", func() { k := 10; _ = s[0:1:k] })
	try("strindex", func() { str := "abc"; i := 3; _ = str[i] })
	try("makeneg", func() { n := -1; _ = make([]int, n) })
	try("makecap", func() { n := 1; _ = make([]int, 2, n) })
	try("makemap", func() { n := -1; _ = make(map[int]int, n) })
	try("closeclosed", func() { c := make(chan int); close(c); close(c) })
	try("sendclosed", func() { c := make(chan int, 1); close(c); c <- 1 })
	try("closenil", func() { var c chan int; close(c) })
	try("arrptr", func() { var p *[3]int; _ = p[1] })
	try("tostruct", func() { var p *Sq; _ = p.Area() })
	try("conv", func() { _ = [4]int(s) })
	try("error", func() { panic(errors.New("custom")) })
	try("wrapped", func() { panic(fmt.Errorf("wrap: %w", errors.New("inner"))) })
}

// Output:
// div: runtime.Error: runtime error: integer divide by zero
// mod: runtime.Error: runtime error: integer divide by zero
// shift: runtime.Error: runtime error: negative shift amount
// nilfunc: runtime.Error: runtime error: invalid memory address or nil pointer dereference
// nilmap: runtime.Error: assignment to entry in nil map
// unhashable: runtime.Error: runtime error: hash of unhashable type []int
// unhashable2: runtime.Error: runtime error: hash of unhashable type struct { f func() }
// assert: runtime.Error: interface conversion: interface {} is string, not int
// assert2: runtime.Error: interface conversion: main.Sq is not fmt.Stringer: missing method String
// assert3: runtime.Error: interface conversion: main.Shape is nil, not main.Sq
// assert4: runtime.Error: interface conversion: interface {} is main.Box[int], not main.Box[string]
// index: runtime.Error: runtime error: index out of range [5] with length 3
// slice: runtime.Error: runtime error: slice bounds out of range [2:1]
// slice3: runtime.Error: runtime error: slice bounds out of range [::10] with capacity 3
// strindex: runtime.Error: runtime error: index out of range [3] with length 3
// makeneg: runtime.Error: runtime error: makeslice: len out of range
// makecap: runtime.Error: runtime error: makeslice: cap out of range
// makemap: <nil> <nil>
// closeclosed: runtime.Error: close of closed channel
// sendclosed: runtime.Error: send on closed channel
// closenil: runtime.Error: close of nil channel
// arrptr: runtime.Error: runtime error: invalid memory address or nil pointer dereference
// tostruct: runtime.Error: runtime error: invalid memory address or nil pointer dereference
// conv: runtime.Error: runtime error: cannot convert slice with length 3 to array or pointer to array with length 4
// error: *errors.errorString custom
// wrapped: *fmt.wrapError wrap: inner
