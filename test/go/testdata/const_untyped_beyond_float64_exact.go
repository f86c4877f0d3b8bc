package main

import (
	"fmt"
	"math"
)

const big = 1 << 100
const x = 1e400 / 1e399
const huge = 1e1000
const tiny = 1e-1000
const third = 1.0 / 3
const googol = 1e100

func main() {
	fmt.Println(big >> 98)
	fmt.Println(x)
	fmt.Println(huge / 1e999)
	fmt.Println(tiny * 1e1000)
	fmt.Println(third * 3)
	fmt.Println(googol / 1e98)
	fmt.Println(big / (1 << 90))
	fmt.Println(math.MaxUint64 / 3)
	fmt.Println(float64(big))
	fmt.Println(float32(third))
	const e = 1e308 * 10 / 100
	fmt.Println(e)
	const h = 0x1p2000 / 0x1p1990
	fmt.Println(h)
	fmt.Println(math.Pi * 1e300 * 1e300 / 1e600)
	const s = 'a' * (1 << 70) >> 70
	fmt.Println(s)
	fmt.Printf("%T %v\n", s, s)
	fmt.Println(big%7, -big/3>>90)
}

// Output:
// 4
// 10
// 10
// 1
// 1
// 100
// 1024
// 6148914691236517205
// 1.2676506002282294e+30
// 0.33333334
// 1e+307
// 1024
// 3.141592653589793
// 97
// int32 97
// 2 -342
