package main

import "fmt"

func main() {
	fmt.Println(7/2, -7/2, 7/-2, -7/-2)
	fmt.Println(7%3, -7%3, 7%-3, -7%-3)
	var a int8 = -128
	fmt.Println(a/-1, -a, a*-1)
	var u uint8 = 200
	fmt.Println(u+100, u*2, u<<1, u>>3, ^u)
	var s int = 1
	fmt.Println(s<<62, s<<63, s<<64)
	x := -16
	fmt.Println(x>>2, x>>10, uint32(x)>>28)
	var shift uint = 70
	fmt.Println(int64(1)<<shift, uint64(1)<<(shift-10))
}

// Output:
// 3 -3 -3 3
// 1 -1 1 -1
// -128 -128 -128
// 44 144 144 25 55
// 4611686018427387904 -9223372036854775808 0
// -4 -1 15
// 0 1152921504606846976
