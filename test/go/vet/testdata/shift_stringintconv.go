package main

import "fmt"

type ID int

type Name string

func shifts(a int8, b uint16, c int32, d int64, e uint) {
	fmt.Println(a<<8, b>>16, c<<31, c<<32, d>>64, e<<64)
	a <<= 9
	const k = 1 << 70 >> 65
	fmt.Println(k)
	if false {
		fmt.Println(a << 8)
	}
	var x int = 1
	fmt.Println(x << 64)
	fmt.Println(a)
}

func gen[T int8 | int16](v T) T {
	return v << 8
}

func conv(i int, u uint64, r rune, bb byte, id ID, i8 int8) {
	fmt.Println(string(i), string(u), string(r), string(bb), string(id), Name(i), Name(id), string(i8))
	fmt.Println(string(rune(i)))
}

func main() {
	shifts(1, 2, 3, 4, 5)
	fmt.Println(gen[int8](1))
	conv(65, 66, 'a', 'b', 67, 68)
}
