package main

import (
	"fmt"
	"math"
	"strconv"
)

func main() {
	fs := []float64{0, math.Copysign(0, -1), 1, 0.1, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 100, 1e6, 1e20, 1e21, 123456789012345678, 1e-4, 1e-5, 5e-324, math.MaxFloat64, math.SmallestNonzeroFloat32, math.Pi * 1e10, -2.5e-8, math.NaN(), math.Inf(1)}
	for _, f := range fs {
		fmt.Printf("%v|%g|%.3g|%e|%.2f|%8.3v|%G|%s\n", f, f, f, f, f, f, f, strconv.FormatFloat(f, 'g', 5, 64))
	}
	f32s := []float32{0.1, 1.0 / 3, 16777217, 3.4e38, 1e-45, 2.5}
	for _, f := range f32s {
		fmt.Println(f, float64(f), fmt.Sprint(f), strconv.FormatFloat(float64(f), 'g', -1, 32), fmt.Sprintf("%.10f", f))
	}
	fmt.Println(math.Round(2.5), math.Round(-2.5), math.RoundToEven(2.5), math.Floor(-1.5), math.Trunc(-1.7), math.Ceil(1.2))
	fmt.Println(math.Mod(7, -3), math.Remainder(7, 3), math.Sqrt(-1), math.Log(0), math.Pow(0, -1), math.Hypot(3, 4))
	fmt.Println(int(2.9), int(-2.9), int64(math.Float64frombits(0x4330000000000001)), uint8(int(255.9)))
	fmt.Println(math.MaxInt64, math.MinInt64, uint64(math.MaxUint64), math.MaxInt8, math.MaxUint16)
	fmt.Println(7/2, -7/2, 7.0/2, float32(7)/2, 1<<10, 0x10p-2, 1_000.5, 0o17, 0b1010)
	var c complex128 = complex(3, -4)
	fmt.Println(c, real(c), imag(c), c*c, c/complex(0, 1))
	fmt.Printf("%.1f %8.2f %+v %g\n", c, c, c, complex64(c))
	fmt.Printf("%5.2f%% done, %d/%d\n", 66.6666, 2, 3)
	fmt.Printf("%6.2e|%-12g|%+.0e|%#g|%#.3x\n", 1234.5678, 1e-10, 5.0, 1.0, 1.5)
	fmt.Printf("%x %X %.2x %b\n", 1.0, -3.5, math.Pi, 0.5)
}

// Error:
// # command-line-arguments
// ./strconv_float_formatting_fmt.go:20:18: cannot convert 2.9 (untyped float constant) to type int
// ./strconv_float_formatting_fmt.go:20:28: cannot convert -2.9 (untyped float constant) to type int
// ./strconv_float_formatting_fmt.go:20:94: cannot convert 255.9 (untyped float constant) to type int
