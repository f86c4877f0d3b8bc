package main

import (
	"fmt"
	"unsafe"
)

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func SizeOf[T any]() uintptr {
	var zero T
	return unsafe.Sizeof(zero)
}

func Describe[T any](v T) string {
	return fmt.Sprintf("%T: size=%d align=%d", v, unsafe.Sizeof(v), unsafe.Alignof(v))
}

func BytesFor[T any](n int) uintptr {
	var x [4]T
	return uintptr(n) * unsafe.Sizeof(x) / 4
}

type small struct {
	a bool
	b int64
	c bool
}

func main() {
	fmt.Println(SizeOf[int8](), SizeOf[string](), SizeOf[[]int](), SizeOf[Pair[int32, bool]](), SizeOf[small]())
	fmt.Println(Describe(3.5), Describe("x"), Describe(Pair[string, [3]int16]{}))
	fmt.Println(Describe(complex64(1)), Describe(map[int]int{}), Describe(any(1)))
	fmt.Println(BytesFor[uint16](10), BytesFor[small](2))
	var p Pair[byte, int64]
	fmt.Println(unsafe.Sizeof(p), unsafe.Offsetof(p.Val))
	const c = unsafe.Sizeof(small{})
	fmt.Printf("%T %v\n", unsafe.Sizeof(p), c)
}

// Output:
// 1 16 24 8 24
// float64: size=8 align=8 string: size=16 align=8 main.Pair[string,[3]int16]: size=24 align=8
// complex64: size=8 align=4 map[int]int: size=8 align=8 int: size=16 align=8
// 20 48
// 16 8
// uintptr 24
