package main

// Scanning into a nil *int reads the operand first, then stores through the nil pointer; the
// scanner's errorHandler panics again with the runtime error. A nil pointer to a named type goes
// through reflect instead and is an error.

import "fmt"

type MyInt int

func main() {
	var p *int
	var q *MyInt
	fmt.Println(fmt.Sscan("x", p))
	fmt.Println(fmt.Sscan("", p))
	fmt.Println(fmt.Sscan("5", q))
	fmt.Println(fmt.Sscan("12", p))
}

// Output:
// 0 expected integer
// 0 EOF
// 0 can't scan type: *main.MyInt
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference [recovered]
// 	panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
