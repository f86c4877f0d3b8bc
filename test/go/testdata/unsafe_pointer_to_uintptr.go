package main

import (
	"fmt"
	"unsafe"
)

func addr[T any](p *T) uintptr { return uintptr(unsafe.Pointer(p)) }

func main() {
	b := make([]byte, 16)
	fmt.Println(addr(&b[4])-addr(&b[3]), addr(&b[3])+1 == addr(&b[4]))
	n := []int{1, 2, 3}
	fmt.Println(addr(&n[2]) - addr(&n[0]))
	var np *int
	fmt.Println(uintptr(unsafe.Pointer(np)), addr(&b[0]) != 0)
	x, y := new(int), new(int)
	fmt.Println(addr(x) == addr(x), addr(x) != addr(y))
	p := uintptr(unsafe.Pointer(&b[0]))
	p++
	fmt.Printf("%T %v\n", p, p > addr(&b[0]))
}

// Output:
// 1 true
// 16
// 0 true
// true true
// uintptr true
