package main

import (
	"fmt"
	"math"
	"strconv"
)

func main() {
	v := 200
	b := int8(v)
	u := uint8(v + 100)
	fmt.Println(b, u, int16(70000), uint16(v*400))
	var i32 int32 = math.MaxInt32
	i32++
	fmt.Println(i32, -i32, i32-1)
	var m int64 = math.MinInt64
	fmt.Println(-m, m/-1 == m, m*-1)
	var k uint = 0
	k--
	fmt.Println(k, k+2, uint32(k))

	f := 3.99
	g := -3.99
	fmt.Println(int(f), int(g), int64(1e18), uint8(f*50))
	nan := math.NaN()
	fmt.Println(nan == nan, nan != nan, nan < 1, math.IsNaN(nan), math.Max(nan, 1), math.Min(1, nan))
	negz := math.Copysign(0, -1)
	fmt.Println(negz, negz == 0, 1/negz, math.Signbit(negz))
	fmt.Printf("%v %g %f %.2f %e %+v\n", negz, negz, negz, negz, negz, negz)
	fmt.Println(strconv.FormatFloat(negz, 'f', -1, 64), fmt.Sprint(float32(negz)))
	inf := math.Inf(1)
	fmt.Println(inf, -inf, inf-inf, inf*0, 1/inf)
	fmt.Printf("%5.1f|%-6v|%08.3f|%x\n", inf, nan, -1.5, 1.0)
	var f32 float32 = 16777216
	fmt.Println(f32+1, float32(0.1), float64(float32(0.1)), 0.1+0.2)
	fmt.Println(math.MaxUint32, uint64(math.MaxUint64), math.SmallestNonzeroFloat64)
	fmt.Println(7/2, -7/2, 7%-3, -7%3, 7>>1, -7>>1, 1<<62)
	var sh uint = 70
	fmt.Println(1<<sh == 0, int32(1)<<31, uint8(1)<<7<<1)
	c := complex(1, -2)
	fmt.Println(c, real(c), imag(c), c*c, fmt.Sprintf("%.1f", c))
}

// Error:
// # command-line-arguments
// ./overflow_conversions_nan_negzero.go:13:26: constant 70000 overflows int16
// ./overflow_conversions_nan_negzero.go:40:26: int32(1) << 31 (constant 2147483648 of type int32) overflows int32
// ./overflow_conversions_nan_negzero.go:40:40: uint8(1) << 7 << 1 (constant 256 of type uint8) overflows uint8
