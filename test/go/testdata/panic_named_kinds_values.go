package main

import "fmt"

type Code uint16
type Ratio float64
type Label string
type Flag bool

func try(v any) {
	defer func() {
		r := recover()
		fmt.Printf("%T %v\n", r, r)
	}()
	panic(v)
}

func main() {
	try(Code(404))
	try(Ratio(0.25))
	try(Label("x"))
	try(Flag(true))
	try([]int{1})
	try(fmt.Errorf("wrapped"))
	var p *int
	try(p)
	panic(Label("fatal label"))
}

// Output:
// main.Code 404
// main.Ratio 0.25
// main.Label x
// main.Flag true
// []int [1]
// *errors.errorString wrapped
// *int <nil>
// Stderr:
// panic: main.Label("fatal label")
//
// goroutine 1 [running]:
// Exit: 2
