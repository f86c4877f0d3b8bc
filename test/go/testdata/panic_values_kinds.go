package main

import "fmt"

type Level int

func (l Level) String() string { return fmt.Sprint("L", int(l)) }

func try(v any) {
	defer func() { fmt.Printf("%v | %T\n", recover(), v) }()
	panic(v)
}

func main() {
	try(42)
	try("str")
	try(3.5)
	try(Level(3))
	try([]int{1})
	try(true)
	try(nil)
	panic(Level(7))
}

// Output:
// 42 | int
// str | string
// 3.5 | float64
// L3 | main.Level
// [1] | []int
// true | bool
// panic called with nil argument | <nil>
// Stderr:
// panic: L7
//
// goroutine 1 [running]:
// Exit: 2
