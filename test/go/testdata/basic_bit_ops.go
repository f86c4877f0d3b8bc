package main

import "fmt"

func popcount(x uint32) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}

func main() {
	a, b := 0b1100, 0b1010
	fmt.Println(a&b, a|b, a^b, a&^b, a<<2, a>>1)
	fmt.Printf("%b %o %x %X %#x\n", 10, 64, 255, 255, 255)
	fmt.Println(popcount(0xFFFF), popcount(0x8001))
	var flags uint8
	const (
		Read uint8 = 1 << iota
		Write
		Exec
	)
	flags |= Read | Exec
	fmt.Println(flags&Write != 0, flags&Exec != 0, flags)
	fmt.Println(^0, ^uint8(1), -(-8 >> 1))
	fmt.Println(1_000_000, 0x_ff, 0o17)
}

// Output:
// 8 14 6 4 48 6
// 1010 100 ff FF 0xff
// 16 2
// false true 5
// -1 254 4
// 1000000 255 15
