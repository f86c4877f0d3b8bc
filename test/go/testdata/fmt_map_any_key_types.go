package main

import (
	"fmt"
	"time"
)

type MyInt int
type MyStr string
type S struct{ A int }
type E struct{}
type MyF float64

func main() {
	keys := []any{
		int(1), int8(1), int16(1), int32(1), int64(1),
		uint(1), uint8(1), uint16(1), uint32(1), uint64(1), uintptr(1),
		float32(1), float64(1), complex64(1), complex128(1),
		true, "s", MyInt(1), MyStr("m"), S{1}, E{}, [1]int{1}, [2]string{},
		struct{ X int }{1}, time.Duration(1), nil, (*int)(nil), MyF(1), time.Month(1), [3]int{}, struct{}{}, (*S)(nil),
	}
	m := map[any]string{}
	for _, k := range keys {
		m[k] = fmt.Sprintf("%T", k)
	}
	fmt.Println(m)
	fmt.Printf("%v\n", map[any]int{"x": 1, 2: 2, 'c': 3, byte(4): 4, 5.5: 5, false: 6})
}

// Output:
// map[<nil>:<nil> <nil>:*main.S <nil>:*int 1:main.MyF 1:main.MyInt m:main.MyStr s:string 1:int8 1:uint8 1:int16 1:uint16 1:int32 1:uint32 1:int64 1:uint64 1:int 1:uint 1:uintptr (1+0i):complex64 (1+0i):complex128 1:float32 1:float64 true:bool [1]:[1]int [ ]:[2]string [0 0 0]:[3]int January:time.Month {}:struct {} {}:main.E {1}:struct { X int } {1}:main.S 1ns:time.Duration]
// map[x:1 4:4 99:3 2:2 5.5:5 false:6]
