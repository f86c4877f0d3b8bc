package main

import "fmt"

type T struct{ a int }

func main() {
	fmt.Println("stdout first")
	println("hello", 42, -7, true, false, 'x', "multi", "args")
	print("no newline", 1, 2, "\n")
	println(3.5, -0.0, 1e100, float32(0.1), 1e-300)
	println(complex(1, 2), uint8(255), int64(-1)<<63, uint64(1)<<63)
	var e error
	var a any
	println(e == nil, a == nil)
	println()
	print()
	println("")
	var f32 float32 = 16777216
	println(f32, 100.0, 0.0, -1.0)
}

// Output:
// stdout first
// Stderr:
// hello 42 -7 true false 120 multi args
// no newline12
// +3.500000e+000 +0.000000e+000 +1.000000e+100 +1.000000e-001 +1.000000e-300
// (+1.000000e+000+2.000000e+000i) 255 -9223372036854775808 9223372036854775808
// true true
//
//
// +1.677722e+007 +1.000000e+002 +0.000000e+000 -1.000000e+000
