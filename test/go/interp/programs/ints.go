package main

import (
	"fmt"
	"math"
)

func main() {
	var f uint64 = 1
	for i := uint64(1); i <= 25; i++ {
		f *= i
	}
	fmt.Println(f)
	var x int64 = math.MaxInt64
	x++
	fmt.Println(x)
	var u uint = 0
	u--
	fmt.Println(u)
	var b byte = 250
	b += 10
	fmt.Println(b)
	var i8 int8 = 127
	i8++
	fmt.Println(i8)
	var i32 int32 = math.MaxInt32
	i32 += 1
	fmt.Println(i32)
	fmt.Println(-7/2, -7%2, 7/-2, 7%-2)
	fmt.Println(1<<62, 1<<10>>3, -8>>1)
	h := uint32(2166136261)
	for _, c := range []byte("hello") {
		h ^= uint32(c)
		h *= 16777619
	}
	fmt.Println(h)
	var h64 uint64 = 14695981039346656037
	for _, c := range []byte("hello") {
		h64 ^= uint64(c)
		h64 *= 1099511628211
	}
	fmt.Println(h64)
	fl := 3.99
	fmt.Println(int64(fl), int(-fl), float64(7)/2, 7/2)
	m16 := int16(-32768)
	fmt.Println(uint8(300%256), m16-1 > 0)
	var big int = 1 << 60
	fmt.Println(big*8, big*16)
	fmt.Println(math.Sqrt(2), math.Floor(-1.5), math.Inf(1), -math.Inf(1))
	fmt.Println(0.1+0.2, 1e21, 1e20, 3.0, float32(0.1))
	fmt.Println(^0, ^uint8(1), 6&^3, 5|2, 5^1)
	var ui uint64 = 1 << 63
	fmt.Println(ui, ui>>62, ui/3, ui%7)
	fmt.Printf("%x %X %o %b %08.3f %e\n", 255, 255, 8, 5, 3.14159, 123456.789)
}
