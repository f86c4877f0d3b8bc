package main

import "fmt"

func divmod(a, b int) (int, int) { return a / b, a % b }

func info() (string, bool, float64, uint8) { return "ok", true, 2.5, 255 }

func main() {
	println(divmod(17, 5))
	print(divmod(9, 4))
	println()
	println(info())
	fmt.Println(divmod(7, 2))
	var err error
	var p *int
	println("nil things:", err == nil, p == nil, nil == p)
	println(3.0, float32(1.5), 1e21, -0.0, 'x', "str", int8(-3), uint64(1<<63))
}

// Output:
// 3 1
// Stderr:
// 3 2
// 21
// ok true +2.500000e+000 255
// nil things: true true true
// +3.000000e+000 +1.500000e+000 +1.000000e+021 +0.000000e+000 120 str -3 9223372036854775808
