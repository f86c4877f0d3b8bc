package main

import (
	"fmt"
	"math"
)

func main() {
	for _, x := range []float64{2.5, -2.5, 3.5, 0.49999999999999994, -0.5} {
		fmt.Println(x, math.Round(x), math.RoundToEven(x), math.Floor(x), math.Ceil(x))
	}
	fmt.Println(math.MaxInt, math.MinInt, math.MaxUint32)
	fmt.Println(math.Inf(1) > math.MaxFloat64, math.NaN() == math.NaN())
	fmt.Printf("%.4f %.4f\n", math.Atan2(1, 1), math.Asin(1))
	fmt.Println(math.Float64bits(1.0), math.Float64frombits(0x4000000000000000))
	fmt.Println(int64(math.Pow(2, 53))+1, math.Trunc(1e20))
	q, r := math.Modf(-3.75)
	fmt.Println(q, r, math.Remainder(7, 4), math.Mod(-7, 4))
}

// Output:
// 2.5 3 2 2 3
// -2.5 -3 -2 -3 -2
// 3.5 4 4 3 4
// 0.49999999999999994 0 0 0 1
// -0.5 -1 -0 -1 -0
// 9223372036854775807 -9223372036854775808 4294967295
// true false
// 0.7854 1.5708
// 4607182418800017408 2
// 9007199254740993 1e+20
// -3 -0.75 -1 -3
