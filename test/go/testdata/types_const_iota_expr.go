package main

import "fmt"

type ByteSize float64

const (
	_           = iota
	KB ByteSize = 1 << (10 * iota)
	MB
	GB
)

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	_
	Thursday
)

const (
	a, b = iota, iota * 10
	c, d
	e, f = "e", iota
)

type Flags uint8

const (
	FlagA Flags = 1 << iota
	FlagB
	FlagC
)

func (b ByteSize) String() string {
	switch {
	case b >= GB:
		return fmt.Sprintf("%.2fGB", b/GB)
	case b >= MB:
		return fmt.Sprintf("%.2fMB", b/MB)
	case b >= KB:
		return fmt.Sprintf("%.2fKB", b/KB)
	}
	return fmt.Sprintf("%.2fB", b)
}

func main() {
	fmt.Println(KB, MB, GB, ByteSize(1500), ByteSize(3e9))
	fmt.Println(Sunday, Monday, Tuesday, Thursday)
	fmt.Println(a, b, c, d, e, f)
	x := FlagA | FlagC
	fmt.Println(x, x&FlagB != 0, x&FlagC != 0, x&^FlagA)
	const huge = 1 << 100
	fmt.Println(huge>>98, huge/(1<<99))
	const typed int32 = 1 << 30
	fmt.Printf("%T %v\n", typed, typed-1+typed)
	const s = "const" + "ant"
	const l = len(s)
	var arr [l]int
	fmt.Println(s, l, len(arr))
	const fl = 1.0
	var i int = fl
	fmt.Println(i, 'a'+1, string(rune('a'+1)))
	fmt.Printf("%T %T %T %T\n", 'x', 1.5, 2i, 1<<3)
}

// Output:
// 1.00KB 1.00MB 1.00GB 1.46KB 2.79GB
// 0 1 2 4
// 0 0 1 10 e 2
// 5 false true 4
// 4 2
// int32 2147483647
// constant 8 8
// 1 98 b
// int32 float64 complex128 int
