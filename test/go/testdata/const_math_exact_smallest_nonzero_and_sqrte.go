package main

import (
	"fmt"
	"math"
)

// math's constants are exact: SmallestNonzeroFloat64 is 2**-1074 (so 1.5 times it is a tie that
// rounds to even), and SqrtE's digits decide constant arithmetic far beyond float64's.
func main() {
	const tiny = math.SmallestNonzeroFloat64
	var a float64 = tiny / 2 * 3
	var b float64 = tiny / 2
	var c float64 = tiny * 2.5
	var d float64 = tiny * 0.75
	var e float32 = math.SmallestNonzeroFloat32 * 1.5
	var g float64 = 0x1p-1074 * 3.5
	fmt.Println(a, b, c, d, e, g)
	fmt.Println(math.Float64bits(tiny*1.5), math.Float64bits(tiny*2.5), tiny == 0x1p-1074, tiny*0x1p1074)
	x := tiny
	fmt.Println(x/2*3, x*1.5)
	const s = math.SqrtE * 1e40
	fmt.Println(s/1e20-164872127070012814684, math.SqrtE*math.SqrtE-math.E < 1e-60)
	fmt.Printf("%.20f %v %v\n", math.SqrtE, math.SqrtE, float32(math.SqrtE))
	fmt.Println(math.MaxFloat64/math.SmallestNonzeroFloat64 > 1e300, math.Log2E*math.Ln2)
}

// Output:
// 1e-323 0 1e-323 5e-324 3e-45 2e-323
// 2 2 true 1
// 0 1e-323
// 0.8650787814163572 true
// 1.64872127070012819416 1.6487212707001282 1.6487212
// true 1
