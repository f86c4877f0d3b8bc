package main

import (
	"fmt"
	"unsafe"
)

type Bad struct {
	A bool
	B int64
	C bool
	D int32
	E bool
}

type Good struct {
	B int64
	D int32
	A bool
	C bool
	E bool
}

type Empty struct{}

type Tail struct {
	N int32
	E struct{}
}

type Inner struct{ X, Y int16 }
type Outer struct {
	Flag bool
	Inner
	P *Inner
}

func main() {
	fmt.Println(unsafe.Sizeof(Bad{}), unsafe.Alignof(Bad{}), unsafe.Offsetof(Bad{}.D))
	fmt.Println(unsafe.Sizeof(Good{}), unsafe.Sizeof(Empty{}), unsafe.Sizeof([0]int{}), unsafe.Sizeof(Tail{}))
	var s []int
	var m map[string]int
	var i any
	var str string
	var p *int
	var f func()
	var c chan int
	fmt.Println(unsafe.Sizeof(s), unsafe.Sizeof(m), unsafe.Sizeof(i), unsafe.Sizeof(str), unsafe.Sizeof(p), unsafe.Sizeof(f), unsafe.Sizeof(c))
	fmt.Println(unsafe.Sizeof(int(0)), unsafe.Sizeof(uintptr(0)), unsafe.Sizeof(complex64(0)), unsafe.Alignof(complex128(0)), unsafe.Sizeof([3]int16{}))
	var o Outer
	fmt.Println(unsafe.Offsetof(o.Y), unsafe.Offsetof(o.Inner), unsafe.Offsetof(o.P), unsafe.Sizeof(o), unsafe.Sizeof(1), unsafe.Sizeof("x"), unsafe.Sizeof('x'), unsafe.Sizeof(1.5))
	const size = unsafe.Sizeof(Bad{})
	var arr [size]byte
	fmt.Printf("%T %d %T\n", size, len(arr), unsafe.Pointer(nil))
	x := 42
	*(*int)(unsafe.Pointer(&x)) = 7
	fmt.Println(x, unsafe.Pointer(&x) != nil)
}

// Output:
// 32 8 20
// 16 0 0 8
// 24 8 16 16 8 8 8
// 8 8 8 8 6
// 4 2 8 16 8 16 4 8
// uintptr 32 unsafe.Pointer
// 7 true
