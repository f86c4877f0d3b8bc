package main

import (
	"fmt"
	"reflect"
	"sync"
	"time"
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

type WithEmpty struct {
	X int32
	Y struct{}
}

type Nested struct {
	G    Good
	P    *Bad
	S    []string
	M    map[int]int
	I    any
	F    func()
	Ch   chan int
	Arr  [3]uint16
	Str  string
	C128 complex128
}

func main() {
	fmt.Println(unsafe.Sizeof(Bad{}), unsafe.Alignof(Bad{}), unsafe.Offsetof(Bad{}.B), unsafe.Offsetof(Bad{}.D), unsafe.Offsetof(Bad{}.E))
	fmt.Println(unsafe.Sizeof(Good{}), unsafe.Sizeof(WithEmpty{}), unsafe.Sizeof(struct{}{}), unsafe.Sizeof([0]int{}))
	var n Nested
	fmt.Println(unsafe.Sizeof(n), unsafe.Offsetof(n.P), unsafe.Offsetof(n.S), unsafe.Offsetof(n.I), unsafe.Offsetof(n.Arr), unsafe.Offsetof(n.Str), unsafe.Offsetof(n.C128))
	for _, v := range []any{true, int8(0), int16(0), int32(0), int64(0), 0, uint(0), uintptr(0), float32(0), 0.0, complex64(0), "", []int{}, map[int]int{}, new(int), any(nil), time.Duration(0), sync.Mutex{}, sync.WaitGroup{}, [5]byte{}} {
		if v == nil {
			continue
		}
		t := reflect.TypeOf(v)
		fmt.Printf("%-14s size=%-3d align=%d fieldAlign=%d\n", t, t.Size(), t.Align(), t.FieldAlign())
	}
	var e error
	fmt.Println(unsafe.Sizeof(e), unsafe.Sizeof(&e), unsafe.Sizeof(n.F))
}

// Output:
// 32 8 8 20 24
// 16 8 0 0
// 128 16 24 56 88 96 112
// bool           size=1   align=1 fieldAlign=1
// int8           size=1   align=1 fieldAlign=1
// int16          size=2   align=2 fieldAlign=2
// int32          size=4   align=4 fieldAlign=4
// int64          size=8   align=8 fieldAlign=8
// int            size=8   align=8 fieldAlign=8
// uint           size=8   align=8 fieldAlign=8
// uintptr        size=8   align=8 fieldAlign=8
// float32        size=4   align=4 fieldAlign=4
// float64        size=8   align=8 fieldAlign=8
// complex64      size=8   align=4 fieldAlign=4
// string         size=16  align=8 fieldAlign=8
// []int          size=24  align=8 fieldAlign=8
// map[int]int    size=8   align=8 fieldAlign=8
// *int           size=8   align=8 fieldAlign=8
// time.Duration  size=8   align=8 fieldAlign=8
// sync.Mutex     size=8   align=4 fieldAlign=4
// sync.WaitGroup size=16  align=8 fieldAlign=8
// [5]uint8       size=5   align=1 fieldAlign=1
// 16 8 8
