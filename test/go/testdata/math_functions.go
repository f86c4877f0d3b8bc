package main

import (
	"fmt"
	"math"
)

func main() {
	fmt.Println(math.Sqrt(2), math.Pow(2, 10), math.Abs(-3.5))
	fmt.Println(math.Floor(-2.5), math.Ceil(2.1), math.Round(2.5), math.Trunc(-2.7))
	fmt.Println(math.Max(3, 7), math.Min(3, 7), math.Mod(7, 3))
	fmt.Println(math.MaxInt32, math.MinInt32, math.MaxUint16, math.MaxInt8)
	fmt.Printf("%.4f %.4f %.4f\n", math.Pi, math.E, math.Log(math.E))
	fmt.Println(math.IsNaN(math.NaN()), math.IsInf(math.Inf(-1), -1), math.Hypot(3, 4))
	fmt.Printf("%.3f %.3f %.3f\n", math.Sin(math.Pi/2), math.Cos(0), math.Log2(8))
	fmt.Println(math.MaxFloat64 > 1e308, math.SmallestNonzeroFloat64 > 0, math.Cbrt(27))
	fmt.Println(math.Signbit(-0.0), math.Log10(1000), math.Exp(0))
}

// Output:
// 1.4142135623730951 1024 3.5
// -3 3 3 -2
// 7 3 1
// 2147483647 -2147483648 65535 127
// 3.1416 2.7183 1.0000
// true true 5
// 1.000 1.000 3.000
// true true 3
// false 3 1
