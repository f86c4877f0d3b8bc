package main

import "errors"

type MyInt int
type MyStr string
type MyFloat float64

func main() {
	println("start", 1, -2, true, 'x', uint8(200))
	println(1.5, -0.0, 1e100, float32(0.1), 3+4i)
	var f float64
	println(f, 1/f > 0, -1/f)
	print("no newline", 5, "\n")
	print(1, 2, "\n")
	println()
	println("int64", int64(-1)<<63, uint64(1)<<63)
	defer func() {
		r := recover()
		println("recovered")
		_ = r
		panic(MyFloat(2.5))
	}()
	defer func() {
		r := recover()
		println("first recover ok:", r != nil)
		panic(errors.New("second"))
	}()
	panic(MyStr("first"))
}

// Output:
// Stderr:
// start 1 -2 true 120 200
// +1.500000e+000 +0.000000e+000 +1.000000e+100 +1.000000e-001 (+3.000000e+000+4.000000e+000i)
// +0.000000e+000 true -Inf
// no newline5
// 12
//
// int64 -9223372036854775808 9223372036854775808
// first recover ok: true
// recovered
// panic: main.MyStr("first") [recovered]
// 	panic: second [recovered]
// 	panic: main.MyFloat(+2.500000e+000)
//
// goroutine 1 [running]:
// Exit: 2
