package main

import (
	"fmt"
	"math"
	"strconv"
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
	var u8 uint8 = 0
	u8--
	var i64 int64 = math.MaxInt64
	i64++
	var u32 uint32 = 1 << 31
	u32 *= 2
	fmt.Println(i8, u8, i64, u32)
	mn := int64(math.MinInt64)
	fmt.Println(mn/-1, mn%-1, -mn == mn)
	fmt.Println(div(7, 0))
	fmt.Println(-7/2, -7%2, 7%-2, -7>>1, uint8(200)+uint8(100))
	nan := math.NaN()
	inf := math.Inf(1)
	negz := math.Copysign(0, -1)
	fmt.Println(nan == nan, nan < 1, nan > 1, inf > math.MaxFloat64, -inf, negz, 1/negz, negz == 0)
	fmt.Println(math.Sqrt(-1), math.Log(0), math.Log(-1), math.Pow(0, -1), math.Mod(5, 0), 0*inf)
	zero := 0.0
	fmt.Println(1/zero, -1/zero, zero/zero)
	fmt.Printf("%.3f %v %e %g\n", negz, float32(negz), inf, nan)
	fmt.Println(math.MaxInt, math.MinInt64, uint64(math.MaxUint64), math.SmallestNonzeroFloat64, math.MaxFloat32)
	fmt.Println(math.Round(-2.5), math.Floor(-0.5), math.Ceil(-0.5), math.Trunc(-1.9), math.RoundToEven(2.5))
	fmt.Println(math.Abs(negz), math.Signbit(negz), math.IsNaN(nan), math.IsInf(-inf, -1), math.Float64bits(negz))
	fmt.Println(0.1+0.2, 0.1+0.2 == 0.3, float32(0.1)+float32(0.2), 1e100, 123456789.0, 1234567890123.0)
	fmt.Println(math.Hypot(3, 4), math.Cbrt(27), math.Exp(1), math.Log2(1024), math.Log10(0.001))
	fmt.Println(math.Max(nan, 1), math.Min(negz, 0), math.Max(-0.0, negz))
	var sh uint = 70
	fmt.Println(1<<sh, int32(1)<<31, uint8(1)<<sh, -1>>sh)
	fmt.Println(strconv.FormatFloat(nan, 'f', 2, 64), strconv.Itoa(math.MinInt64))
	var f float64 = 1e20
	fmt.Println(int64(f) == int64(1e20), uint8(255)+1 == 0)
	c := complex(inf, nan)
	fmt.Println(c, real(c), imag(c), complex(1, 0)/complex(0, 0))
	x := 10
	s := -1
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(x << s)
}

// Error:
// # command-line-arguments
// ./err_const_overflow_shift_division.go:31:39: uint8(200) + uint8(100) (constant 300 of type uint8) overflows uint8
// ./err_const_overflow_shift_division.go:47:21: int32(1) << 31 (constant 2147483648 of type int32) overflows int32
// ./err_const_overflow_shift_division.go:50:32: cannot convert 1e20 (untyped float constant 100000000000000000000) to type int64
// ./err_const_overflow_shift_division.go:50:39: uint8(255) + 1 (constant 256 of type uint8) overflows uint8
// ./err_const_overflow_shift_division.go:52:49: invalid operation: division by zero
