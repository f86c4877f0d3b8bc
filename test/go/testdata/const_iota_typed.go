package main

import "fmt"

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	_
	Thursday
)

func (d Weekday) String() string {
	switch d {
	case Sunday:
		return "Sun"
	case Monday:
		return "Mon"
	}
	return fmt.Sprintf("Weekday(%d)", int(d))
}

type Flags uint8

const (
	FlagA Flags = 1 << iota
	FlagB
	FlagC
	FlagAll = FlagA | FlagB | FlagC
)

const (
	a, b = iota, iota * 10
	c, d
)

const huge = 1 << 100
const pi = 3.14159265358979323846264338327950288

type Size float64

const (
	_       = iota
	KB Size = 1 << (10 * iota)
	MB
)

func main() {
	fmt.Println(Sunday, Monday, Tuesday, Thursday, Weekday(9))
	fmt.Printf("%d %v %08b %v\n", FlagAll, FlagB|FlagC, FlagAll&^FlagB, FlagC&FlagA == 0)
	fmt.Println(a, b, c, d, huge>>98, pi, float32(pi))
	fmt.Println(KB, MB, MB/KB)
	fmt.Printf("%T %T %T %T\n", huge>>98, pi, 'x', 1+2i)
	const s = "const" + "ant"
	fmt.Println(len(s), s[1:3])
	var x uint = 3
	fmt.Println(1<<x, ^x, -x == 18446744073709551613)
	fmt.Println(7/2, 7.0/2, 7/2.0, 1e3, 0x1p4, 0o17, 0b11, 1_000_000)
}

// Output:
// Sun Mon Weekday(2) Weekday(4) Weekday(9)
// 7 6 00000101 true
// 0 0 1 10 4 3.141592653589793 3.1415927
// 1024 1.048576e+06 1024
// int float64 int32 complex128
// 8 on
// 8 18446744073709551612 true
// 3 3.5 3.5 1000 16 15 3 1000000
