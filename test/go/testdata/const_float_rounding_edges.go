package main

import (
	"fmt"
	"math"
)

const (
	// Values from "strtod" bug reports: each must round once, to the nearest double.
	tiny    = 2.2250738585072011e-308
	tiny2   = 2.2250738585072012e-308
	halfway = 4.9406564584124654e-324 / 2 // exactly half the smallest subnormal: rounds to even (0)
	above   = 2.4703282292062328e-324     // just above half: rounds up to the smallest subnormal
	max32   = 3.40282346638528859811704183484516925440e+38
	ulp32   = 0x1p104
)

func main() {
	fmt.Println(tiny, tiny2)
	var h float64 = halfway
	var a float64 = above
	fmt.Println(h, a, a == math.SmallestNonzeroFloat64)
	// Just under the float32 overflow threshold rounds down to MaxFloat32.
	var f float32 = max32 + ulp32/2 - 1
	fmt.Println(f == math.MaxFloat32, float32(max32+ulp32/2-1e-10))
	fmt.Println(float32(16777217.0), float32(0.1), float64(float32(0.1)))
	fmt.Printf("%.20g %b\n", 1e23, 1e23)
	fmt.Println(math.Float64bits(5e-324), math.Float64bits(tiny))
	var c complex64 = complex(max32+ulp32/2-1, 1e-46)
	fmt.Println(c)
}

// Output:
// 2.225073858507201e-308 2.2250738585072014e-308
// 0 5e-324 true
// true 3.4028235e+38
// 1.6777216e+07 0.1 0.10000000149011612
// 9.9999999999999991611e+22 5960464477539062p+24
// 1 4503599627370495
// (3.4028235e+38+0i)
