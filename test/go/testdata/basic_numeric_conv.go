package main

import "fmt"

func main() {
	var i8 int8 = 127
	i8++
	fmt.Println(i8)
	var u8 uint8 = 0
	u8--
	fmt.Println(u8)
	var u32 uint32 = 1 << 31
	u32 *= 2
	fmt.Println(u32)
	x := 300
	big := 70000
	fmt.Println(byte(x), int8(x), uint16(big))
	f := 3.99
	fmt.Println(int(f), int(-f), float64(7)/2)
	var i32 int32 = -5
	fmt.Println(i32/2, i32%2, -7/2, -7%2)
	fmt.Println(uint(1)<<63, int64(-1)<<62)
	var ui uint64 = 1<<64 - 1
	fmt.Println(ui, ui+1)
	fmt.Println(int64(9007199254740993) + 2)
}

// Output:
// -128
// 255
// 0
// 44 44 4464
// 3 -3 3.5
// -2 -1 -3 -1
// 9223372036854775808 -4611686018427387904
// 18446744073709551615 0
// 9007199254740995
