package main

import (
	"fmt"
	"unsafe"
)

type A struct {
	a bool
	b int64
	c bool
}

type B struct {
	b int64
	a bool
	c bool
}

type C struct {
	s  string
	sl []int
	m  map[int]int
	i  any
	p  *int
	f  func()
	ch chan int
	ar [3]int16
}

type Empty struct{}

type WithEmpty struct {
	x int32
	e Empty
}

func main() {
	fmt.Println(unsafe.Sizeof(A{}), unsafe.Sizeof(B{}), unsafe.Alignof(A{}), unsafe.Offsetof(A{}.c), unsafe.Offsetof(B{}.c))
	fmt.Println(unsafe.Sizeof(C{}), unsafe.Offsetof(C{}.ar), unsafe.Sizeof(Empty{}), unsafe.Sizeof(WithEmpty{}), unsafe.Sizeof([0]int{}))
	var x uint16
	var f32 float32
	var c128 complex128
	fmt.Println(unsafe.Sizeof(x), unsafe.Sizeof(f32), unsafe.Sizeof(c128), unsafe.Sizeof(uintptr(0)), unsafe.Sizeof(true), unsafe.Alignof(c128))
	const n = unsafe.Sizeof(int(0)) * 8
	fmt.Println(n, unsafe.Sizeof("long string that does not matter"))
}

// Output:
// 24 16 8 16 9
// 96 88 0 8 0
// 2 4 16 8 1 8
// 64 16
