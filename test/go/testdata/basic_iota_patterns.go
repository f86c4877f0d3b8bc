package main

import "fmt"

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
)

type ByteSize float64

const (
	_           = iota
	KB ByteSize = 1 << (10 * iota)
	MB
	GB
)

const (
	A, B = iota, iota * 10
	C, D
	E, F
)

type Flags uint8

const (
	FlagRead Flags = 1 << iota
	FlagWrite
	FlagExec
	FlagAll = FlagRead | FlagWrite | FlagExec
)

func (f Flags) Has(x Flags) bool { return f&x != 0 }

func main() {
	fmt.Println(Sunday, Monday, Tuesday)
	fmt.Println(KB, MB, GB)
	fmt.Println(A, B, C, D, E, F)
	fmt.Println(FlagAll, FlagAll.Has(FlagExec), Flags(2).Has(FlagRead))
	fmt.Printf("%T %v %08b\n", FlagWrite, FlagWrite, FlagAll)
}

// Output:
// 0 1 2
// 1024 1.048576e+06 1.073741824e+09
// 0 0 1 10 2 20
// 7 true false
// main.Flags 2 00000111
