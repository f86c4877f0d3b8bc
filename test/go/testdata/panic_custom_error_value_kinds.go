package main

import "fmt"

type E struct{ Op string }

func (e E) Error() string { return "op " + e.Op }

type S struct{ A int }

func (s S) String() string { return fmt.Sprintf("S<%d>", s.A) }

func try(v any) {
	defer func() {
		r := recover()
		fmt.Printf("%T %v\n", r, r)
	}()
	panic(v)
}

func main() {
	try(E{"get"})
	try(S{1})
	try(3.5)
	try([]int{1})
	try(nil)
	try(struct{ X, Y int }{1, 2})
	var x any = code(3)
	defer func() {
		panic(S{7})
	}()
	panic(x)
}

type code int

// Output:
// main.E op get
// main.S S<1>
// float64 3.5
// []int [1]
// *runtime.PanicNilError panic called with nil argument
// struct { X int; Y int } {1 2}
// Stderr:
// panic: main.code(3)
// 	panic: S<7>
//
// goroutine 1 [running]:
// Exit: 2
