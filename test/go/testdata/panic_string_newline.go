package main

import "fmt"

type T struct {
	A int
	B string
}
type S string
type E struct{ msg string }

func (e E) Error() string { return e.msg }

type St struct{ n int }

func (s St) String() string { return fmt.Sprint("St#", s.n) }

var _ = fmt.Sprint

func main() {
	fmt.Println("start")
	panic("multi\nline")
}

// Output:
// start
// Stderr:
// panic: multi
// 	line
//
// goroutine 1 [running]:
// Exit: 2
