package main

import (
	"fmt"
	"math"
)

func main() {
	fmt.Println(100000000.0, 123456789012.0, 1e6, 1e20, 1e21)
	fmt.Println(0.1, 0.00001, 0.000001, 1.0/3)
	fmt.Println(float32(0.1), float32(1)/3)
	fmt.Println(math.MaxInt64, math.MinInt64, uint64(math.MaxUint64))
	fmt.Println(math.Inf(1), math.NaN(), -math.Inf(1))
	fmt.Println(int8(-128), uint8(255), int16(-32768))
	fmt.Printf("%v %.0f %.3e %08.2f\n", 2.0/3, 2.5, 123456.0, -3.14159)
	fmt.Printf("%6.2v|%g|%g\n", 3.14159, 100000.0, 1000000.0)
}

// Output:
// 1e+08 1.23456789012e+11 1e+06 1e+20 1e+21
// 0.1 1e-05 1e-06 0.3333333333333333
// 0.1 0.33333334
// 9223372036854775807 -9223372036854775808 18446744073709551615
// +Inf NaN -Inf
// -128 255 -32768
// 0.6666666666666666 2 1.235e+05 -0003.14
//    3.1|100000|1e+06
