package main

import "fmt"

type Stack struct {
	name  string
	items []int
}

func (s *Stack) Len() int  { return len(s.items) }
func (s *Stack) Cap() int  { return cap(s.items) }
func (s *Stack) NLen() int { return len(s.name) }

func main() {
	var s *Stack
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fmt.Println(s.Cap())
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fmt.Println(s.NLen())
	}()
	fmt.Println(s.Len())
}

// Output:
// recovered: runtime error: invalid memory address or nil pointer dereference
// recovered: runtime error: invalid memory address or nil pointer dereference
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
