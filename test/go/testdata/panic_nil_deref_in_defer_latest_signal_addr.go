package main

import "fmt"

// Two faults on one goroutine: the first (a call of a nil func, addr=0x0) is recovered, the
// second (a store to element 1 of a nil *[3]int, addr=0x8) is not. The [signal ...] line after
// the panic chain is the goroutine's latest fault, not its first.

type T struct{ a, b, c int }

func main() {
	var arr *[3]int
	var t *T
	defer func() {
		fmt.Println("recovered:", recover())
		fmt.Println(len(arr))
		arr[1] = 2
	}()
	defer func() {
		fmt.Println(t == nil)
	}()
	var f func(int) int
	fmt.Println(f(1))
}

// Output:
// true
// recovered: runtime error: invalid memory address or nil pointer dereference
// 3
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference [recovered]
// 	panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x8 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
