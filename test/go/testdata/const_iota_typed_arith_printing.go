package main

import (
	"fmt"
	"math"
)

type Phase int

const (
	Pending Phase = iota + 1
	Running
	_
	Failed
	Succeeded = Phase(10 * iota)
)

func (p Phase) String() string {
	switch p {
	case Pending:
		return "Pending"
	case Running:
		return "Running"
	case Failed:
		return "Failed"
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

type Size uint64

const (
	_       = iota
	KB Size = 1 << (10 * iota)
	MB
	GB
	TB
)

type Flags uint8

const (
	FlagA Flags = 1 << iota
	FlagB
	FlagC
	FlagAll = FlagA | FlagB | FlagC
)

const (
	x, y = iota, iota * 10
	z, w
)

const huge = 1 << 100
const third = 1.0 / 3

func main() {
	fmt.Println(Pending, Running, Failed, Succeeded, Phase(3))
	fmt.Printf("%v %d %s %q %x\n", Running, Running, Failed, Pending, Succeeded)
	fmt.Println(KB, MB, GB, TB, TB/GB)
	fmt.Printf("%08b %08b %v %t\n", FlagAll, FlagAll&^FlagB, FlagC>>1 == FlagB, FlagAll&FlagC != 0)
	fmt.Println(x, y, z, w)
	fmt.Println(huge>>98, huge/(1<<99), float64(huge), third, float32(third), third*3 == 1)
	const c = 'a' + 1
	fmt.Println(c, string(rune(c)), 'a'*2, "s"+"t", len("héllo"), len([3]int{}), math.MaxInt8+1)
	var f32 float32 = 0.1
	var f64 float64 = 0.1
	fmt.Println(float64(f32) == f64, f32 == 0.1, f64 == 0.1, 1e3, 1e21, 100000000.0, 1e20)
	fmt.Println(7/2, -7/2, 7.0/2, 1<<3|1, 6&^5, ^0, ^uint8(0), -(-128))
	type Celsius float64
	const boiling Celsius = 100
	fmt.Printf("%v %T %.1f\n", boiling*9/5+32, boiling, boiling/3)
}

// Output:
// Pending Running Failed Phase(40) Phase(3)
// Running 2 Failed "Pending" 506861736528343029
// 1024 1048576 1073741824 1099511627776 1024
// 00000111 00000101 true true
// 0 0 1 10
// 4 2 1.2676506002282294e+30 0.3333333333333333 0.33333334 true
// 98 b 194 st 6 3 128
// false true true 1000 1e+21 1e+08 1e+20
// 3 -3 3.5 9 2 -1 255 128
// 212 main.Celsius 33.3
