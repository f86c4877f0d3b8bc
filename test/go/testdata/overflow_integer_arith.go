package main

import (
	"fmt"
	"math"
)

func div(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	return a / b, nil
}

func main() {
	var i8 int8 = 127
	i8++
	fmt.Println(i8, -i8, i8-1)
	var u8 uint8 = 0
	u8--
	fmt.Println(u8, u8+2, ^u8)
	var u uint = 3
	fmt.Println(u-5 > 0, uint32(u<<31)*2)
	m := math.MinInt64
	fmt.Println(m/-1, m%-1, -m, m-1)
	var x int32 = math.MaxInt32
	fmt.Println(x*2, x+x, int64(x)*2)
	var s uint = 70
	fmt.Println(1<<s, uint64(1)<<63>>s, -8>>1, int8(-128)>>7)
	fmt.Println(div(7, 0))
	fmt.Println(div(-7, 2))
	fmt.Println(-7%3, 7%-3, -7/2)
	f := 1e300
	fmt.Println(f*1e10, -f*1e10, math.Inf(1)-math.Inf(1), int64(float64(1<<62)))
	fmt.Println(uint8(300&0xff), int16(int32(70000)), uint16(int8(-1)))
	var zero float64
	fmt.Println(1/zero, -1/zero, zero/zero == zero/zero)
	func() {
		defer func() { fmt.Println(recover()) }()
		var n int = -1
		_ = 1 << n
	}()
	func() {
		defer func() { fmt.Println(recover()) }()
		var a, b int64 = 5, 0
		fmt.Println(a % b)
	}()
	var z uint16
	fmt.Println(10 / (z + 1))
	fmt.Println(100 / int(z))
}

// Error:
// # command-line-arguments
// ./overflow_integer_arith.go:37:37: constant 70000 overflows int16
// ./overflow_integer_arith.go:37:59: constant -1 overflows uint16
